/** The spec's empty and loading texts, announced politely to screen readers. */
export function EmptyState({ children }: { children: React.ReactNode }) {
  return (
    <p
      role="status"
      className="rounded-md border border-dashed p-8 text-center text-sm text-muted-foreground"
    >
      {children}
    </p>
  );
}
