import Link from "next/link";
import { Button } from "@/components/ui/button";
import { NotFoundState } from "@/components/shell/not-found-state";

export default function NotFound() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center p-4">
      <NotFoundState
        heading="h1"
        title="404 Page Not Found"
        action={
          <Button asChild variant="outline">
            <Link href="/">Return to Dashboard</Link>
          </Button>
        }
      >
        The page you are looking for does not exist or has moved.
      </NotFoundState>
    </main>
  );
}
