import { COMMENTS_MAX } from "@/lib/shared/schemas/questionnaire-common";
import { CountedTextarea } from "./counted-textarea";
import { Question } from "./question";

/** The free comments question (at most 1000 characters, with its counter). */
export function CommentsQuestion({
  id,
  number,
  text,
  error,
  required,
}: {
  id: string;
  number: string;
  text: string;
  error?: string;
  required?: boolean;
}) {
  return (
    <Question id={id} number={number} text={text} required={required}>
      <CountedTextarea
        name="comments"
        label="Comments"
        srOnlyLabel
        required={required}
        max={COMMENTS_MAX}
        rows={4}
        error={error}
      />
    </Question>
  );
}
