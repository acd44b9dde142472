import { queryOptions } from "@tanstack/react-query";
import { getJson } from "@/lib/client/api";

/** A questionnaire read, keyed by its path (docs/decisions/0008); its save invalidates the key. */
export const questionnaireQuery = <T>(path: string) =>
  queryOptions({ queryKey: ["questionnaire", path], queryFn: getJson<T | null>(path) });
