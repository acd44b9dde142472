import { groupCustomPaths, type CustomPath } from "@/lib/shared/career-paths/format-path";
import { CAREER_TEXTS } from "@/lib/shared/career-paths/texts";
import type { CareerPathResponse, PathType, StandardPathType } from "@/lib/shared/career-paths/types";
import { CareerFormSummary } from "@/components/career-paths/career-form-summary";
import { CustomPathItem } from "@/components/career-paths/custom-path-item";
import { PathSection } from "@/components/career-paths/path-section";
import { StandardPathItem } from "@/components/career-paths/standard-path-item";

const STANDARD: { typeId: number; type: StandardPathType }[] = [
  { typeId: 1, type: "Management" },
  { typeId: 2, type: "IC" },
  { typeId: 3, type: "Alternative" },
];
const CUSTOM_TYPE_ID = 4;

/**
 * What the progression dialog and HR's per-employee view both show: the current position, the
 * Management, IC, Alternative and Custom sections (count, empty message) and the form summary.
 */
export function CareerPathBody({
  data,
  pathTypes,
  customActions,
  customSectionAction,
  children,
}: {
  data: CareerPathResponse;
  pathTypes: PathType[] | undefined;
  customActions?: (path: CustomPath) => React.ReactNode;
  customSectionAction?: React.ReactNode;
  /** Shown at the end of the Custom section (the quick creator). */
  children?: React.ReactNode;
}) {
  const nameOf = (id: number, fallback: string) =>
    pathTypes?.find((t) => t.pathTypeId === id)?.name ?? fallback;
  const custom = groupCustomPaths(data.customPaths);
  const currentTitleId = data.currentTitle?.titleId;
  const hasAny = data.standardPaths.length + custom.length > 0;

  return (
    <div className="space-y-5">
      <div className="rounded-md bg-muted/50 p-3">
        <p className="text-xs tracking-wide text-muted-foreground uppercase">Current Position</p>
        <p className="font-semibold">
          {data.currentTitle?.titleName ?? data.employee.title ?? "No title assigned"}
        </p>
      </div>
      {!hasAny && (
        <p
          role="status"
          className="rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground"
        >
          {CAREER_TEXTS.noPaths}
        </p>
      )}
      {STANDARD.map(({ typeId, type }) => {
        const name = nameOf(typeId, type);
        const paths = data.standardPaths.filter((p) => p.pathType === type);
        return (
          <PathSection key={type} name={name} count={paths.length} emptyText={`No ${name} paths available.`}>
            <ul className="space-y-2">
              {paths.map((p) => (
                <StandardPathItem key={p.pathId} path={p} currentTitleId={currentTitleId} />
              ))}
            </ul>
          </PathSection>
        );
      })}
      <PathSection
        name={nameOf(CUSTOM_TYPE_ID, "Custom")}
        count={custom.length}
        emptyText="No custom paths yet."
        action={customSectionAction}
      >
        <ul className="space-y-2">
          {custom.map((p) => (
            <CustomPathItem
              key={p.sessionId}
              path={p}
              currentTitleId={currentTitleId}
              actions={customActions?.(p)}
            />
          ))}
        </ul>
      </PathSection>
      {children}
      <CareerFormSummary data={data} />
    </div>
  );
}
