import { connection } from "next/server";

export default async function AuthLayout({ children }: { children: React.ReactNode }) {
  await connection(); // SUPPORT_EMAIL is read at request time, not baked in at build time
  return <main className="flex min-h-screen items-center justify-center bg-muted/40 p-4">{children}</main>;
}
