import { MyReview } from "@/components/review-share/my-review";

export const metadata = { title: "My Review — Performance Review" };

// The layout has checked the session (an employee signs in as a manager, ADR 0065); the API
// answers only about the signed-in person.
export default function MyReviewPage() {
  return <MyReview />;
}
