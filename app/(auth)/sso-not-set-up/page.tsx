import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { getEnv } from "@/lib/server/env";

export const metadata = { title: "Not set up — Performance Review Process" };

// Where single sign-on sends someone the provider knows but Yardstick has no account for (issue 35).
export default function SsoNotSetUpPage() {
  const supportEmail = getEnv().SUPPORT_EMAIL;
  return (
    <Card className="w-full max-w-md">
      <CardHeader className="text-center">
        <CardTitle className="text-2xl">
          <h1>Account not set up</h1>
        </CardTitle>
        <CardDescription>
          Your account is not set up for Yardstick; contact{" "}
          <a
            className="font-medium text-foreground underline underline-offset-4"
            href={`mailto:${supportEmail}`}
          >
            {supportEmail}
          </a>
        </CardDescription>
      </CardHeader>
      <CardFooter>
        <Link href="/login" className={buttonVariants({ variant: "outline", className: "w-full" })}>
          Back to sign in
        </Link>
      </CardFooter>
    </Card>
  );
}
