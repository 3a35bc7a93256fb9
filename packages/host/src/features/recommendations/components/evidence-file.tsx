import { DownloadButton } from '@sfc/widgets';
import { useServices } from '../../../lib/services.js';

/** An evidence file of a follow-up step: "Descargar {name}", through a signed, expiring link. */
export function EvidenceFile({ recId, file }: { recId: number; file: { id_storage: number; name: string } }) {
  const { api } = useServices();
  const getUrl = async () => {
    const result = await api.get<{ url?: string }>(
      `/dcf/recommendations/${recId}/files/${file.id_storage}/url/`,
    );
    return result.ok ? result.data.url : null;
  };
  return (
    <DownloadButton getUrl={getUrl} fileName={file.name} variant="link">
      {`Descargar ${file.name}`}
    </DownloadButton>
  );
}
