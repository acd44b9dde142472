import { BadgeCheck, ShieldCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { CAREER_TEXTS } from "@/lib/shared/career-paths/texts";

/** 'HR Verified' for HR's verification, 'Verified' for the manager's own mark (spec 2 §2, §6). */
export function VerificationBadges({ isVerified, verified }: { isVerified: boolean; verified?: boolean }) {
  return (
    <>
      {isVerified && (
        <Badge variant="success">
          <ShieldCheck aria-hidden />
          {CAREER_TEXTS.hrVerified}
        </Badge>
      )}
      {verified && !isVerified && (
        <Badge variant="secondary">
          <BadgeCheck aria-hidden />
          {CAREER_TEXTS.verified}
        </Badge>
      )}
    </>
  );
}
