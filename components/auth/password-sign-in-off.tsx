import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { SupportLine } from "@/components/auth/support-line";
import { passwordSignInOffText } from "@/lib/shared/sign-in-texts";

/** In place of the password form while HR has turned password sign-in off (issue 35). */
export function PasswordSignInOff({
  providerName,
  supportEmail,
}: {
  providerName: string;
  supportEmail: string;
}) {
  return (
    <Card className="w-full">
      <CardHeader className="text-center">
        <CardTitle className="text-2xl">
          <h1>Performance Review Process</h1>
        </CardTitle>
        <CardDescription>{passwordSignInOffText(providerName)}</CardDescription>
      </CardHeader>
      <CardFooter className="flex flex-col gap-3">
        <Link href="/hr-login" className={buttonVariants({ variant: "outline", className: "w-full" })}>
          HR Administration
        </Link>
        <SupportLine email={supportEmail} />
      </CardFooter>
    </Card>
  );
}
