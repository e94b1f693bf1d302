// The employment-reference area's calls, typed: islands call these, never a path of their own.
import { api } from './client';
import type { z } from 'zod';
import type { CourseUseInput, OnlineCourseInput } from '../schemas/employrefer';

const STAFF_ONLINE = '/api/v1/stf/employrefer/online';

export const employreferApi = {
  /** Registers a course, or saves an existing one. */
  saveCourse: (courseId: number | undefined, input: OnlineCourseInput) => api.post(courseId ? `${STAFF_ONLINE}/${courseId}` : STAFF_ONLINE, input),
  /** Hides a course from students or shows it again. */
  setCourseUse: (courseId: number, input: z.infer<typeof CourseUseInput>) => api.post(`${STAFF_ONLINE}/${courseId}/use`, input),
  submitCareerTest: (answers: unknown) => api.post<{ resultId: number }>('/api/v1/employrefer/careertest', answers),
  createDraft: (input: unknown) => api.post<{ draftId: number }>('/api/v1/employrefer/drafts', input),
  saveDraft: (draftId: number, input: unknown) => api.post(`/api/v1/employrefer/drafts/${draftId}`, input),
  deleteDraft: (draftId: number) => api.post(`/api/v1/employrefer/drafts/${draftId}/delete`),
  restoreDraftVersion: (draftId: number, versionId: number) => api.post(`/api/v1/employrefer/drafts/${draftId}/versions/${versionId}/restore`),
};
