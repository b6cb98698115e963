import type { BatchDetails, Institute, InstituteDashboardData, RosterPreviewData } from '@esc/contracts';

export const batch = (overrides: Partial<BatchDetails> = {}): BatchDetails => ({
  board_id: 101,
  class_id: 1010,
  school_id: 501,
  section_id: 5001,
  section_master_website_id: 85001,
  section_name: '10-A',
  user_package_id: null,
  user_type: 1,
  package_id: 3,
  school_institute_name: 'Sunrise Public School',
  school_institute_code: 'SPS501',
  institute_identifier: 'SUNRISE-BLR',
  school_institute_logo: null,
  school_address: '12 MG Road',
  institute_logo: null,
  subscription_source: 'institute',
  subscription_type_id: 1,
  enrolled_school_id: 501,
  board_name: 'CBSE',
  class_name: 'Class 10',
  institute_status: 1,
  institute_type: 1,
  batch_type: 1,
  valid_from: '2026-04-01',
  valid_until: '2027-03-31',
  is_active: true,
  priority: 1,
  ...overrides,
});

export function institute(name: string, schoolId: number, overrides: Partial<Institute> = {}): Institute {
  const b = batch({ school_id: schoolId, school_institute_name: name });
  return {
    institute_status: 1,
    institute_type: 1,
    subscription_type_id: 1,
    subscription_source: 'institute',
    user_package_id: null,
    package_id: 3,
    school_details: {
      school_id: schoolId,
      institute_identifier: null,
      school_institute_name: name,
      school_institute_code: null,
      school_institute_logo: null,
      school_address: '12 MG Road',
    },
    syllabus_detail: {
      board_id: 101,
      class_id: 1010,
      batch_school_id: schoolId,
      batch_section_id: b.section_id,
      batch_section_name: b.section_name,
      section_master_website_id: b.section_master_website_id,
      assigned_subjects: [1],
    },
    is_active: true,
    priority: 1,
    is_selected: true,
    batches: [b],
    subjects: [{ subject_id: 1, subject_name: 'Mathematics', board_id: 101, class_id: 1010 }],
    teachers: [
      {
        uuid: '33333333-3333-4333-8333-333333333333',
        name: 'Meera Iyer',
        subjects: ['Mathematics'],
        section_names: ['10-A'],
      },
    ],
    ...overrides,
  };
}

export function dashboardData(uuid: string, institutes: Institute[]): InstituteDashboardData {
  return {
    uuid,
    selected_school_id: institutes[0]?.school_details.school_id ?? null,
    school_count: institutes.length,
    institutes,
  };
}

export function previewData(overrides: Partial<RosterPreviewData> = {}): RosterPreviewData {
  return {
    rows: [
      { row_number: 2, row_type: 'section', key: '10-C', status: 'new', changes: [], errors: [] },
      {
        row_number: 3,
        row_type: 'student',
        key: 'asha@example.com',
        status: 'changed',
        changes: ['last_name'],
        errors: [],
      },
      {
        row_number: 4,
        row_type: 'student',
        key: 'not-an-email',
        status: 'rejected',
        changes: [],
        errors: [{ field: 'email', message: 'is not a valid email address' }],
      },
    ],
    counts: { total: 3, new: 1, changed: 1, unchanged: 0, rejected: 1 },
    seats: [{ kind: 'student', allowed: 600, consumed: 2, needed: 0, enough: true }],
    file_errors: [],
    can_apply: false,
    ...overrides,
  };
}
