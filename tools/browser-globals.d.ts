// Globals the scripts read or set in the page (checked by tsconfig.scripts.json).
export {};

declare global {
  interface Window {
    /** Next's Flight payload queue and its queue of scripts to run before hydrating. */
    __next_f?: unknown[];
    __next_s?: unknown[];
    /** The bench's records in the page (tools/bench-interaction.mjs). */
    __events: { id: number; start: number; duration: number }[];
    __taps: number[];
    __kept?: boolean;
  }
  interface PerformanceEntry {
    /** Event Timing's interaction id (PerformanceEventTiming). */
    readonly interactionId?: number;
  }
  interface PerformanceObserverInit {
    durationThreshold?: number;
  }
}
