import type { Meta, StoryObj } from '@storybook/react-vite';
import { PublicStatistics } from './public-statistics.js';
import { fakeFetch, row, SECTOR_YEAR } from './public-statistics.fixtures.js';

const meta = {
  title: 'Elementos/Estadísticas públicas (sfc-public-statistics)',
  component: PublicStatistics,
  args: { filters: {}, fetcher: fakeFetch() },
} satisfies Meta<typeof PublicStatistics>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The newest year of every entity: summary, breakdowns each with a chart and its table, downloads. */
export const SectorYear: Story = { name: 'Año de todo el mercado' };

/** One entity, product and department: most figures hidden («menos de 10»). */
export const NarrowFilters: Story = {
  name: 'Filtros estrechos (menos de 10)',
  args: {
    filters: { periodo: '2026-T3', entidad: '7', producto: '2', departamento: '11' },
    fetcher: fakeFetch({
      ...SECTOR_YEAR,
      periodo: '2026-T3',
      resumen: row('1-7', 'Bancolombia', 'menos de 10'),
      por_trimestre: [row('2026-T3', '2026-T3', 'menos de 10')],
      por_producto: [row('2', 'Tarjeta de crédito', 'menos de 10')],
      por_motivo: [],
      ranking: [row('1-7', 'Bancolombia', 'menos de 10', { sector: 'Establecimientos bancarios' })],
    }),
  },
};

/** Before the first daily computation (503). */
export const NotReady: Story = { name: 'Aún sin calcular', args: { fetcher: fakeFetch(SECTOR_YEAR, 503) } };

/** Embedded without the filter form (`hide-filters`). */
export const WithoutFilters: Story = {
  name: 'Sin filtros (hide-filters)',
  args: { hideFilters: true, filters: { entidad: '7' } },
};
