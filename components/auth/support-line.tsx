export function SupportLine({ email }: { email: string }) {
  return (
    <p className="text-center text-sm text-muted-foreground">
      Need help signing in? Contact support at{" "}
      <a
        className="font-medium whitespace-nowrap text-foreground underline underline-offset-4"
        href={`mailto:${email}`}
      >
        {email}
      </a>
    </p>
  );
}
