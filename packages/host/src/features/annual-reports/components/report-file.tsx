import { DownloadButton } from '@sfc/widgets';
import { useServices } from '../../../lib/services.js';

/** An attachment of a report: "Descargar {name}", through a signed, expiring link. */
export function ReportFile({
  reportId,
  file,
}: {
  reportId: number;
  file: { id_storage: number; name: string };
}) {
  const { api } = useServices();
  const getUrl = async () => {
    const result = await api.get<{ url?: string }>(
      `/dcf/annual_report/${reportId}/files/${file.id_storage}/url/`,
    );
    return result.ok ? result.data.url : null;
  };
  return (
    <DownloadButton getUrl={getUrl} fileName={file.name} variant="link">
      {`Descargar ${file.name}`}
    </DownloadButton>
  );
}
