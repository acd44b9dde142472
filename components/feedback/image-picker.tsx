"use client";
import { useId, useState } from "react";
import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/hooks/use-toast";
import { FEEDBACK_IMAGE_TYPES, MAX_FEEDBACK_IMAGES } from "@/lib/shared/feedback-images";
import {
  IMAGE_REJECTION_TOASTS,
  readImageFile,
  type PickedImage,
} from "@/components/feedback/read-image-file";
import { useFocusAfterRender, type FocusTarget } from "@/components/shell/use-focus-after-render";

const removeButtons = (root: HTMLElement) => root.querySelectorAll<HTMLElement>("ul button");
const removeButton =
  (index: number): FocusTarget =>
  (root) =>
    removeButtons(root)[index];
const lastRemoveButton: FocusTarget = (root) => [...removeButtons(root)].at(-1);
const fileControl: FocusTarget = (root) => root.querySelector<HTMLElement>("input[type=file]");

type Props = { images: PickedImage[]; onChange: (images: PickedImage[]) => void; disabled?: boolean };

/** Up to 3 images with thumbnails and remove buttons; the control goes away once 3 are attached. */
export function ImagePicker({ images, onChange, disabled }: Props) {
  const inputId = useId();
  const [isReading, setIsReading] = useState(false);
  const slots = MAX_FEEDBACK_IMAGES - images.length;
  // The focus stays in the dialog when what had it goes away (WCAG 2.4.3): after a remove, on the
  // next remove button (else the last, else the file control); when a third image hides the
  // control, on the last remove button.
  const { container, focusAfterRender } = useFocusAfterRender();

  async function addFiles(input: HTMLInputElement) {
    const picked = Array.from(input.files ?? []);
    const files = picked.slice(0, slots);
    input.value = ""; // lets the same file be picked again after a remove
    if (picked.length > files.length) {
      toast({
        title: `At most ${MAX_FEEDBACK_IMAGES} images can be attached`,
        description: `${picked.length - files.length} of the ${picked.length} images you chose ${
          picked.length - files.length === 1 ? "was" : "were"
        } not added.`,
        variant: "destructive",
      });
    }
    if (!files.length) return;
    if (isReading) {
      toast({
        title: "Still reading the images you chose",
        description: "Choose more once they are attached.",
      });
      return;
    }
    setIsReading(true);
    const results = await Promise.all(files.map(readImageFile));
    setIsReading(false);
    const accepted = results.filter((r): r is PickedImage => typeof r === "object");
    const rejection = results.find((r) => typeof r === "string");
    if (rejection && picked.length <= files.length)
      toast({ ...IMAGE_REJECTION_TOASTS[rejection], variant: "destructive" });
    if (!accepted.length) return;
    const next = [...images, ...accepted].slice(0, MAX_FEEDBACK_IMAGES);
    if (next.length === MAX_FEEDBACK_IMAGES && document.activeElement === input)
      focusAfterRender(lastRemoveButton);
    onChange(next);
  }

  return (
    <div ref={container} className="space-y-2">
      {slots > 0 && (
        <>
          <Label htmlFor={inputId}>Images (optional)</Label>
          <Input
            id={inputId}
            type="file"
            accept={FEEDBACK_IMAGE_TYPES.join(",")}
            multiple
            disabled={disabled}
            aria-busy={isReading || undefined}
            aria-describedby={`${inputId}-hint`}
            onChange={(e) => void addFiles(e.currentTarget)}
          />
          <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
            Up to {MAX_FEEDBACK_IMAGES} images (PNG, JPG, GIF or WebP), 5MB each. {images.length} of{" "}
            {MAX_FEEDBACK_IMAGES} attached.
          </p>
        </>
      )}
      {images.length > 0 && (
        <ul className="flex flex-wrap gap-3" aria-label="Attached images">
          {images.map((image, index) => (
            <li key={image.id} className="relative">
              {/* eslint-disable-next-line @next/next/no-img-element -- a local data URL preview; next/image cannot optimise it */}
              <img
                src={image.dataUrl}
                alt={`Attached image ${index + 1}: ${image.name}`}
                className="size-20 rounded-md border object-cover"
              />
              <Button
                type="button"
                variant="destructive"
                size="icon"
                className="absolute -top-2 -right-2 size-6 rounded-full"
                aria-label={`Remove image ${index + 1}`}
                disabled={disabled}
                onClick={() => {
                  focusAfterRender(removeButton(index), lastRemoveButton, fileControl);
                  onChange(images.filter((i) => i.id !== image.id));
                }}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
