import { AlertTriangle } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";

// Spec 1 §2: shown while no mail transport is configured.
export function EmailSetupBanner() {
  return (
    <Alert className="border-warning/60">
      <AlertTriangle className="size-4" aria-hidden />
      <AlertTitle>Email Service Setup Required</AlertTitle>
      <AlertDescription>
        The email provider API key must be set by the administrator before login emails can be sent (SMTP_URL
        on the server). Until then, download the CSV to hand out passwords.
      </AlertDescription>
    </Alert>
  );
}
