/**
 * The catalog plan (scripts/vite/catalog-plan.ts, catalogPlan): the sections of lingui.config.ts start-up loads, and those each
 * route module of src/app/routes loads with its chunk or after it, derived from the imports of the source.
 */
declare module 'virtual:catalog-plan' {
  /** The sections loaded before the first render. */
  export const START_SECTIONS: readonly string[];
  /** Route module name (src/app/routes/<name>.tsx) -> the other sections it renders with. */
  export const ROUTE_SECTIONS: Readonly<Record<string, readonly string[]>>;
  /** Route module name -> the sections only what it loads lazily needs (loading from the route's load on); absent when none. */
  export const LATER_SECTIONS: Readonly<Record<string, readonly string[]>>;
}
