// The operator's checklist at /admin/setup: each outside service, whether it is connected, and the settings
// behind it by name (admins only; never a setting's value, except the mode a few settings pick).

/** The outside services, in the order the checklist shows them. */
export const SETUP_SERVICES = ['llm', 'images', 'toss', 'bank', 'naverSearch', 'naverSearchAd', 'mail', 'company', 'indexnow', 'storage', 'google'] as const;
export type SetupServiceId = (typeof SETUP_SERVICES)[number];

export type SetupSetting = {
  /** The environment variable, as README.md's settings table names it. */
  name: string;
  set: boolean;
  /** Needed for the service to work in the mode chosen now. */
  required: boolean;
  /** Only for a setting that picks a mode (LLM_PROVIDER, STORAGE_DRIVER…): the mode in use. */
  value?: string;
};

export type SetupService = { id: SetupServiceId; configured: boolean; settings: SetupSetting[] };

export type SetupStatus = { services: SetupService[] };
