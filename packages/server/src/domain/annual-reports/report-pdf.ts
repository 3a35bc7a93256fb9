import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import {
  ANNUAL_REPORT_FIELDS as F,
  ANNUAL_REPORT_STEPS,
  ANNUAL_REPORT_TEXTS as T,
  formatDisplayDateTime,
} from '../../core.js';
import { ENTITY_FIELDS, SECTION_FIELDS, type FieldSpec, type SectionData } from './sections.js';
import type { reportView } from './repository.js';

type ReportView = Awaited<ReturnType<typeof reportView>>;

const MARGIN = 56;
const WIDTH = 595.28; // A4
const HEIGHT = 841.89;

// DejaVu Sans from the npm package `dejavu-fonts-ttf` (docs/decisions/0035): a Unicode font
// shipped with the server, so «—», «•» and any name print as written on every machine.
const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};
let fontBytes: Promise<[Buffer, Buffer]> | undefined;

/** Writes lines top to bottom, wrapping and adding pages as needed. */
export class Writer {
  private page: PDFPage;
  private y = HEIGHT - MARGIN;

  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([WIDTH, HEIGHT]);
  }

  private wrap(text: string, font: PDFFont, size: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/)) {
        const next = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) > WIDTH - 2 * MARGIN && line) {
          lines.push(line);
          line = word;
        } else line = next;
      }
      lines.push(line);
    }
    return lines;
  }

  text(text: string, options: { size?: number; bold?: boolean; gap?: number } = {}): void {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    for (const line of this.wrap(text, font, size)) {
      if (this.y < MARGIN + size) {
        this.page = this.doc.addPage([WIDTH, HEIGHT]);
        this.y = HEIGHT - MARGIN;
      }
      this.y -= size + 4;
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color: rgb(0.1, 0.1, 0.1) });
    }
    this.y -= options.gap ?? 2;
  }
}

function value(data: SectionData | undefined, spec: FieldSpec): string {
  const v = data?.[spec.name];
  if (v === null || v === undefined || v === '') return '—';
  if (spec.kind === 'yesno') return v === 'si' ? T.yesOption : T.noOption;
  return String(v);
}

/** A new A4 document in DejaVu Sans (Spanish, titled, authored) and the writer that fills it. */
export async function openPdf(title: string, author: string): Promise<{ doc: PDFDocument; w: Writer }> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setLanguage('es-CO');
  doc.setAuthor(author);
  doc.registerFontkit(fontkit);
  fontBytes ??= Promise.all([readFile(FONT_FILES.regular), readFile(FONT_FILES.bold)]);
  const [regular, bold] = await fontBytes;
  const w = new Writer(
    doc,
    await doc.embedFont(regular, { subset: true }),
    await doc.embedFont(bold, { subset: true }),
  );
  return { doc, w };
}

/** The PDF of a submitted annual report: header, each step's fields, entities, attachments, history. */
export async function annualReportPdf(report: ReportView): Promise<Buffer> {
  const { doc, w } = await openPdf(T.detailTitle(report.year), report.dcf.name);
  w.text(T.detailTitle(report.year), { size: 18, bold: true, gap: 8 });
  w.text(`${T.defenderLabel}: ${report.dcf.name}`);
  w.text(`${T.stateLabel}: ${report.state_name}`);
  if (report.submitted_at) w.text(`${T.submittedAtLabel}: ${formatDisplayDateTime(report.submitted_at)}`);
  w.text(`${T.entitiesLabel}: ${report.entities.map((e) => e.name).join(', ')}`, { gap: 10 });
  for (const step of ANNUAL_REPORT_STEPS) {
    w.text(step.title, { size: 13, bold: true, gap: 4 });
    if (step.key === 'company') {
      for (const entity of report.entities) {
        w.text(entity.name, { size: 11, bold: true });
        for (const spec of ENTITY_FIELDS) w.text(`${F[spec.name]}: ${value(entity.data, spec)}`);
        w.text('', { gap: 4 });
      }
    } else if (step.key === 'attachments') {
      if (report.files.length === 0) w.text(T.noAttachments);
      for (const file of report.files) w.text(`• ${file.name} (${Math.ceil(file.size / 1024)} KB)`);
    } else {
      const data = report.sections[step.key];
      for (const spec of SECTION_FIELDS[step.key]) w.text(`${F[spec.name]}: ${value(data, spec)}`);
    }
    w.text('', { gap: 8 });
  }
  w.text(T.historyHeading, { size: 13, bold: true, gap: 4 });
  for (const h of report.history) {
    w.text(
      `${formatDisplayDateTime(h.at)} — ${h.action_name}${h.user ? ` (${h.user})` : ''}${h.comment ? `: ${h.comment}` : ''}`,
    );
  }
  return Buffer.from(await doc.save());
}
