import * as React from "react";

// `asChild` for Button and Badge: their props go onto their one child element, as Radix's Slot
// does (classes joined, styles merged, both handlers run: the child's first; both refs set). Radix's
// Slot with its Slottable and ref helpers was 2 KB gzip of every page's first load (ADR 0090).

type AnyProps = Record<string, unknown>;
type Handler = (...args: unknown[]) => unknown;

function setRef<T>(ref: React.Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") return ref(value);
  if (ref) (ref as React.RefObject<T | null>).current = value;
}

function mergeProps(slotProps: AnyProps, childProps: AnyProps): AnyProps {
  const overrides: AnyProps = { ...childProps };
  for (const name in childProps) {
    const slotValue = slotProps[name];
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name)) {
      if (slotValue && childValue) {
        overrides[name] = (...args: unknown[]) => {
          const result = (childValue as Handler)(...args);
          (slotValue as Handler)(...args);
          return result;
        };
      } else if (slotValue) overrides[name] = slotValue;
    } else if (name === "style") {
      overrides.style = { ...(slotValue as object), ...(childValue as object) };
    } else if (name === "className") {
      overrides.className = [slotValue, childValue].filter(Boolean).join(" ");
    }
  }
  return { ...slotProps, ...overrides };
}

/** Both refs in one (a new one each render: React then sets them again, which is harmless). */
function composeRefs<T>(...refs: (React.Ref<T> | undefined)[]) {
  return (node: T | null) => {
    const cleanups = refs.map((ref) => setRef(ref, node));
    return () =>
      refs.forEach((ref, i) => {
        const cleanup = cleanups[i];
        if (typeof cleanup === "function") cleanup();
        else setRef(ref, null);
      });
  };
}

/** Renders its one child element with its own props merged in. */
export function Slot({
  children,
  ref,
  ...slotProps
}: AnyProps & { children?: React.ReactNode; ref?: React.Ref<unknown> }) {
  if (!React.isValidElement(children)) {
    if (children || children === 0) throw new Error("Slot (asChild) needs exactly one element as its child");
    return null;
  }
  const childRef = (children.props as { ref?: React.Ref<unknown> }).ref;
  const props = mergeProps(slotProps, children.props as AnyProps);
  if (ref || childRef) props.ref = ref && childRef ? composeRefs(ref, childRef) : (ref ?? childRef);
  return React.cloneElement(children, props);
}
