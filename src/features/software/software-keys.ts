/** The software lists a change refreshes: the catalogue (marks, application status) and the applications. */
import { getListSoftwareApplicationsQueryKey, getListSoftwareQueryKey } from '@/api/generated/endpoints/software/software';

export const SOFTWARE_KEYS = [getListSoftwareQueryKey(), getListSoftwareApplicationsQueryKey()];
