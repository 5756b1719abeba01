import { mutationHook } from '@/lib/mutation';
import type { ReportSettingsInput } from '@contracts/reports';
import { api, call } from '@/lib/api';

export const saveReportSettings = (input: ReportSettingsInput) => call(api.reports.settings.$put({ json: input }));

export const useSaveReportSettings = mutationHook(saveReportSettings);
