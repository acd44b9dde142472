/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import { createRef } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Button } from "@/components/ui/button";
import { Badge } from "@/components/ui/badge";

// `asChild` puts the button's props on its child (components/ui/slot.tsx), as Radix's Slot did.
describe("Button asChild", () => {
  it("renders the child element with the button's classes and data, the child's own props kept", () => {
    render(
      <Button asChild variant="outline" size="sm">
        <a href="/my-review" className="w-full" style={{ color: "red" }} aria-label="Open my review">
          Open
        </a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Open my review" });
    expect(link).toHaveAttribute("href", "/my-review");
    expect(link).toHaveAttribute("data-slot", "button");
    expect(link).toHaveClass("border", "h-8", "w-full");
    expect(link).toHaveStyle({ color: "rgb(255, 0, 0)" });
    expect(document.querySelector("button")).toBeNull();
  });

  it("runs the child's handler, then the button's", async () => {
    const calls: string[] = [];
    render(
      <Button asChild onClick={() => calls.push("button")}>
        <a href="#x" onClick={(e) => (e.preventDefault(), calls.push("child"))}>
          Go
        </a>
      </Button>,
    );
    await userEvent.click(screen.getByRole("link", { name: "Go" }));
    expect(calls).toEqual(["child", "button"]);
  });

  it("softDisabled stops the child's own click, and both refs get the element", async () => {
    const onClick = jest.fn();
    const buttonRef = createRef<HTMLButtonElement>();
    const childRef = createRef<HTMLAnchorElement>();
    render(
      <Button asChild softDisabled ref={buttonRef}>
        <a href="#x" ref={childRef} onClick={onClick}>
          Go
        </a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Go" });
    await userEvent.click(link);
    expect(onClick).not.toHaveBeenCalled();
    expect(link).toHaveAttribute("aria-disabled", "true");
    expect(buttonRef.current).toBe(link);
    expect(childRef.current).toBe(link);
  });

  it("works for Badge too", () => {
    render(
      <Badge asChild variant="outline">
        <a href="/x">Badge link</a>
      </Badge>,
    );
    expect(screen.getByRole("link", { name: "Badge link" })).toHaveAttribute("data-slot", "badge");
  });
});
