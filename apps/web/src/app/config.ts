/** Build-time settings of the dashboard. The only module that reads `import.meta.env`. */
export const config = {
  /** Unset: no host offers the platform choice. */
  platformChoiceHost: import.meta.env.VITE_PLATFORM_CHOICE_HOST?.trim() || undefined,
} as const;
