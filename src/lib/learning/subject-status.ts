// What a subject is for the student reading its page (passed, being taken, failed, not taken) and
// what each prerequisite is, as tones of the one status palette.
import { badgeClass, type Tone } from '../status';

export type SubjectStatus = 'PASSED' | 'IN_PROGRESS' | 'FAILED' | 'NONE';
export type PrereqStatus = 'PASSED' | 'IN_PROGRESS' | 'MISSING';

const SUBJECT_STATUS_TONES: Record<SubjectStatus, Tone> = { PASSED: 'good', IN_PROGRESS: 'progress', FAILED: 'bad', NONE: 'none' };
const PREREQ_STATUS_TONES: Record<PrereqStatus, Tone> = { PASSED: 'good', IN_PROGRESS: 'progress', MISSING: 'bad' };

export const subjectStatusBadge = (status: string) => badgeClass(SUBJECT_STATUS_TONES, status);
export const prereqStatusBadge = (status: string) => badgeClass(PREREQ_STATUS_TONES, status);
