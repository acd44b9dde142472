/**
 * Announces long work at its quarters only (0, 25, 50, 75 and 100 %): a progress text that
 * changes every second would be read aloud every second. The visible counters stay outside any
 * live region.
 */
export function MilestoneStatus({ label, percent }: { label: string; percent: number }) {
  const milestone = Math.min(100, Math.floor(percent / 25) * 25);
  return (
    <p role="status" className="sr-only">
      {`${label}: ${milestone}% done`}
    </p>
  );
}
