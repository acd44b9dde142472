import { redirect } from "next/navigation";

// /employee-list is the old name of the employee list (spec 2 §2).
export default function EmployeeListPage() {
  redirect("/employees");
}
