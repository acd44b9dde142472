import { wallClockIn } from "@/lib/shared/time-zone";

// Spec 1 §9: dates read "MMM d, yyyy"; the details view adds the time as "h:mm a". Screens show
// local time; a file made on the server shows the reader's zone (formatDateTimeIn). Every date and
// time a person reads goes through these.
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

type Parts = { year: number; month: number; day: number; hours: number; minutes: number };

const dateText = (p: Parts) => `${MONTHS[p.month]} ${p.day}, ${p.year}`;
const dateTimeText = (p: Parts) =>
  `${dateText(p)} ${p.hours % 12 || 12}:${String(p.minutes).padStart(2, "0")} ${p.hours < 12 ? "AM" : "PM"}`;

const localParts = (d: Date): Parts => ({
  year: d.getFullYear(),
  month: d.getMonth(),
  day: d.getDate(),
  hours: d.getHours(),
  minutes: d.getMinutes(),
});

export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return dateText(localParts(date));
}

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return dateTimeText(localParts(date));
}

/** "MMM d, yyyy h:mm a" as the clock read in `timeZone` (an IANA name) at `instant`. */
export function formatDateTimeIn(instant: Date, timeZone: string): string {
  const wall = wallClockIn(timeZone)(instant); // its UTC fields read the zone's wall clock
  return dateTimeText({
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth(),
    day: wall.getUTCDate(),
    hours: wall.getUTCHours(),
    minutes: wall.getUTCMinutes(),
  });
}
