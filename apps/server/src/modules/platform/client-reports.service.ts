import type { CrashReportBody, CrashReportData, LeadCaptureBody, LeadCaptureData } from '@esc/contracts';
import { isValidEmail, isValidName, parseMobile } from '@esc/domain';
import { fieldInvalid as invalid } from '../../platform/errors/app-error.js';
import { scrubApiDetails } from './crash-report-scrub.js';
import type { PlatformFeedbackRepository } from './platform-feedback.repository.js';

export type ClientReportsService = ReturnType<typeof createClientReportsService>;

function deviceOf(body: { model?: string; manufacture?: string; os?: string; version?: string }): string {
  const { model, manufacture, os, version } = body;
  return JSON.stringify({
    model: model ?? null,
    manufacture: manufacture ?? null,
    os: os ?? null,
    version: version ?? null,
  });
}

const idOf = (value: number | string | undefined): number | null => (value === undefined ? null : Number(value));

/** What the public site and the client send unasked: leads (001 §7) and crash reports (001 §7, §8). */
export function createClientReportsService({ repo, clock }: { repo: PlatformFeedbackRepository; clock: () => number }) {
  async function captureLead(body: LeadCaptureBody): Promise<LeadCaptureData> {
    const name = body.name.trim();
    if (!isValidName(name)) throw invalid('name', { reason: 'validation.name' });
    const email = body.email?.trim().toLowerCase() || null;
    if (email !== null && !isValidEmail(email)) throw invalid('email', { reason: 'validation.email' });
    const typed = body.mobile?.trim() || null;
    const mobile = typed === null ? null : parseMobile(typed, body.country_iso);
    if (typed !== null && mobile === null) throw invalid('mobile', { reason: 'validation.mobile' });
    if (email === null && mobile === null) throw invalid('email', { reason: 'validation.oneContact' });
    const leadId = await repo.addLead({
      name,
      email,
      mobile: mobile ? `${mobile.callingCode}-${mobile.national}` : null,
      board_id: idOf(body.board_id),
      class_id: idOf(body.class_id),
      message: body.message?.trim() || null,
      source: body.source?.trim() || null,
      device: deviceOf(body),
      created_at: new Date(clock()).toISOString(),
    });
    return { lead_id: leadId };
  }

  /**
   * A report names its sender only when that is the caller: no one files reports in another's name.
   * It keeps the device, the event and the failing call, stripped of whatever could name or reach a
   * person; the free text a client may send is not kept at all (docs/no-tracking.md).
   */
  async function submitCrashReport(callerUuid: string | null, body: CrashReportBody): Promise<CrashReportData> {
    const named = body.userid?.trim().toLowerCase() || null;
    if (named !== null && named !== callerUuid) throw invalid('userid', { reason: 'platform.reportSenderOwn' });
    const reportId = await repo.addCrashReport({
      uuid: callerUuid,
      projectname: body.projectname,
      event_name: body.event_name,
      device: deviceOf(body),
      data: null,
      api_details: scrubApiDetails(body.api_details),
      created_at: new Date(clock()).toISOString(),
    });
    return { report_id: reportId };
  }

  return { captureLead, submitCrashReport };
}
