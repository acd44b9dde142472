"use client";
import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";

// The fields of the HR filter bars (Data Export, User Feedback): a labelled search box and
// labelled selects, laid out the same on both screens. The selects are the browser's own, like the
// manager lists' department filter: one filter control across the product (docs/decisions/0061).

export type FilterOption = { value: string; label: string };

/** The labelled search box that leads an HR filter bar (Data Export, User Feedback). */
export function FilterSearch(props: {
  id: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="space-y-1">
      <Label htmlFor={props.id} className="text-xs text-muted-foreground">
        Search
      </Label>
      <div className="relative">
        <Search
          className="absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          id={props.id}
          type="search"
          className="pl-8"
          placeholder={props.placeholder}
          value={props.value}
          maxLength={100}
          onChange={(e) => props.onChange(e.target.value)}
        />
      </div>
    </div>
  );
}

/** A labelled select of a filter bar. */
export function FilterSelect(props: {
  id: string;
  label: string;
  value: string;
  options: FilterOption[];
  onChange: (v: string) => void;
}) {
  return (
    <div className="space-y-1">
      <Label htmlFor={props.id} className="text-xs text-muted-foreground">
        {props.label}
      </Label>
      <NativeSelect
        id={props.id}
        className="w-full"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {props.options.map((o) => (
          <NativeSelectOption key={o.value} value={o.value}>
            {o.label}
          </NativeSelectOption>
        ))}
      </NativeSelect>
    </div>
  );
}
