import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { PreviewModal, type PreviewFile } from './preview-modal.js';

// Self-contained files, so the stories work offline.
const IMAGE: PreviewFile = {
  name: 'evidencia.svg',
  type: 'image/svg+xml',
  url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="#3366CC"/><text x="40" y="190" font-size="40" fill="#fff" font-family="sans-serif">Comprobante de pago</text></svg>',
  )}`,
};
const TEXT: PreviewFile = {
  name: 'respuesta.txt',
  type: 'text/plain',
  url: `data:text/plain;charset=utf-8,${encodeURIComponent('Respuesta de la entidad a la queja Q-1.')}`,
};
const OTHER: PreviewFile = { name: 'carta.docx', url: 'data:application/octet-stream,' };

function Demo({ file }: { file: PreviewFile }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ver {file.name}
      </button>
      <PreviewModal open={open} onClose={() => setOpen(false)} file={file} />
    </>
  );
}

const meta = {
  title: 'Formulario/Vista previa (PreviewModal)',
  component: Demo,
  args: { file: IMAGE },
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = {
  name: 'Imagen',
};
export const Document: Story = {
  name: 'Documento',
  args: { file: TEXT },
};
export const NotPreviewable: Story = {
  name: 'Sin vista previa',
  args: { file: OTHER },
};
