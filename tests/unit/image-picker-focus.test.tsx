/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ImagePicker } from "@/components/feedback/image-picker";
import type { PickedImage } from "@/components/feedback/read-image-file";

// A keyboard review: removing an attached image left the focus on the dialog's container, and
// the next Tab began again at "Feedback Type". It goes to the next remove button, and after the
// last one to the file control.

const image = (n: number) =>
  ({ id: `i${n}`, name: `shot-${n}.png`, dataUrl: "data:image/png;base64,AA==" }) as PickedImage;

function Picker() {
  const [images, setImages] = useState([image(1), image(2), image(3)]);
  return <ImagePicker images={images} onChange={setImages} />;
}

it("keeps the focus on the next remove button, then on the file control", async () => {
  const user = userEvent.setup();
  render(<Picker />);
  await user.click(screen.getByRole("button", { name: "Remove image 2" }));
  expect(screen.getByRole("button", { name: "Remove image 2" })).toHaveFocus(); // was image 3
  expect(screen.getByRole("img", { name: "Attached image 2: shot-3.png" })).toBeVisible();
  await user.keyboard("{Enter}");
  expect(screen.getByRole("button", { name: "Remove image 1" })).toHaveFocus();
  await user.keyboard("{Enter}");
  expect(screen.getByLabelText("Images (optional)")).toHaveFocus();
});
