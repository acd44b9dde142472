import type { ReactElement } from "react";
import { render, type RenderOptions } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { getQueryClient } from "@/lib/client/query-client";

// Components read through TanStack Query (docs/decisions/0008): render them inside the tab's
// query client, emptied first so no answer from an earlier test is reused.
export function renderWithQueries(ui: ReactElement, options?: RenderOptions) {
  const client = getQueryClient();
  client.clear();
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>, options);
}
