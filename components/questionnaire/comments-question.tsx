import { COMMENTS_MAX } from "@/lib/shared/schemas/questionnaire-common";
import { CountedTextarea } from "./counted-textarea";
import { Question } from "./question";

/** The free comments question (at most 1000 characters, with its counter). */
export function CommentsQuestion({
  id,
  number,
  text,
  error,
}: {
  id: string;
  number: string;
  text: string;
  error?: string;
}) {
  return (
    <Question id={id} number={number} text={text}>
      <CountedTextarea
        name="comments"
        label="Comments"
        srOnlyLabel
        max={COMMENTS_MAX}
        rows={4}
        error={error}
      />
    </Question>
  );
}
