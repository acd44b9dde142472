import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { DebugRelationshipsResponse } from "@/lib/shared/team-types";

/** Debug page (spec 2 §2): total employees and, per manager id, their reports. */
export function DebugRelationships({ data }: { data: DebugRelationshipsResponse }) {
  const managers = Object.keys(data.byManager);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Employee–Manager Relationships</h1>
        <p className="text-sm text-muted-foreground">
          Total employees: <span className="font-medium text-foreground">{data.totalEmployees}</span> ·
          Managers: {managers.length}
        </p>
      </div>
      {managers.length === 0 && <p className="text-sm text-muted-foreground">No employees found.</p>}
      {managers.map((id) => (
        <Card key={id} className="gap-3">
          <CardHeader>
            <CardTitle>
              <h2 className="text-base">
                {id} – {data.managerNames[id]} ({data.byManager[id].length})
              </h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <Table aria-label={`Reports of ${data.managerNames[id]} (${id})`}>
              <TableHeader>
                <TableRow>
                  <TableHead>employeeName</TableHead>
                  <TableHead>employeeId</TableHead>
                  <TableHead>job</TableHead>
                  <TableHead>department</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.byManager[id].map((r) => (
                  <TableRow key={r.employeeId}>
                    <TableCell>{r.employeeName}</TableCell>
                    <TableCell>{r.employeeId}</TableCell>
                    <TableCell>{r.job ?? "-"}</TableCell>
                    <TableCell>{r.department ?? "-"}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
