import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

// The demo recording of yesterday's 10-A class: its video and PDF notes, stored in the
// demo school's uploads area as a teacher's upload would be (so only the access gate hands them out),
// generated at start-up with the rest of the demo media (demo-media.ts).

export const DEMO_RECORDING = {
  /** The class it is the recording of (demo-live-classes.ts). */
  classTitle: 'Light: reflection and refraction',
  title: 'Light: reflection and refraction (recording)',
  videoKey: 'uploads/501/recordings/light-reflection-refraction.mp4',
  notesKey: 'uploads/501/recordings/light-reflection-refraction-notes.pdf',
  durationMs: 15_000,
} as const;

/** Where a school's copy of the recording and its notes are stored (Sunrise's: DEMO_RECORDING's keys). */
export function recordingMediaKeys(schoolId: number): { videoKey: string; notesKey: string } {
  return {
    videoKey: `uploads/${schoolId}/recordings/light-reflection-refraction.mp4`,
    notesKey: `uploads/${schoolId}/recordings/light-reflection-refraction-notes.pdf`,
  };
}

const NOTES: readonly [string, readonly string[]][] = [
  [
    'Reflection of light',
    [
      'Light travels in straight lines and bounces off a polished surface such as a mirror.',
      'First law: the incident ray, the reflected ray and the normal at the point of incidence lie in one plane.',
      'Second law: the angle of incidence equals the angle of reflection.',
      'A plane mirror forms a virtual, erect image, as far behind the mirror as the object is in front of it.',
      'Mirror formula for spherical mirrors: 1/v + 1/u = 1/f, and magnification m = -v/u.',
    ],
  ],
  [
    'Refraction of light',
    [
      'Light bends when it passes obliquely from one medium into another, because its speed changes.',
      'Entering a denser medium (air to glass) it bends towards the normal; leaving it, away from the normal.',
      "Snell's law: sin i / sin r is constant for a pair of media; this constant is the refractive index.",
      'Refractive index of a medium n = speed of light in vacuum / speed of light in the medium.',
      'Lens formula: 1/v - 1/u = 1/f; the power of a lens P = 1/f (f in metres), measured in dioptres.',
    ],
  ],
];

/** Two pages of class notes, one per part of the lesson. */
export async function demoRecordingNotesPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Class notes: ${DEMO_RECORDING.classTitle}`);
  pdf.setAuthor('Meera Iyer, Sunrise Public School');
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  for (const [index, [heading, points]] of NOTES.entries()) {
    const page = pdf.addPage([595, 842]);
    page.drawText(DEMO_RECORDING.classTitle, { x: 56, y: 780, size: 20, font: bold, color: rgb(0.1, 0.2, 0.5) });
    page.drawText('Class 10-A Science - live class notes', { x: 56, y: 756, size: 11, font: regular });
    page.drawText(`${index + 1}. ${heading}`, { x: 56, y: 716, size: 16, font: bold });
    points.forEach((point, i) => page.drawText(`- ${point}`, { x: 56, y: 684 - i * 26, size: 10, font: regular }));
    page.drawText(`Page ${index + 1} of ${NOTES.length}`, { x: 56, y: 40, size: 9, font: regular });
  }
  return Buffer.from(await pdf.save());
}
