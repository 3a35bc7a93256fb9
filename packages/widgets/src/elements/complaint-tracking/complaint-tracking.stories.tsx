import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComplaintDetail, ComplaintTracking } from './complaint-tracking.js';
import { sampleComplaint, storyApi } from './story-api.js';

const page = (results: unknown[]) => ({
  count: results.length,
  pages: 1,
  current_page: 1,
  next: null,
  previous: null,
  results,
});

const meta = {
  title: 'Elementos/ComplaintTracking',
  component: ComplaintTracking,
  args: {
    api: storyApi({
      '/queja/?page=1&page_size=10': page([1, 2, 4, 5, 6, 7].map((s, i) => sampleComplaint(i + 1, s))),
    }),
    onNavigate: () => {},
  },
} satisfies Meta<typeof ComplaintTracking>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Empty: Story = { args: { api: storyApi({ '/queja/?page=1&page_size=10': page([]) }) } };
export const Loading: Story = { args: { api: storyApi({}, 1_000_000) } };
export const Failed: Story = { args: { api: storyApi({}) } };
export const DetailReceived: Story = {
  render: () => (
    <ComplaintDetail
      api={storyApi({ '/complaint_detail/1/': sampleComplaint(1, 1) })}
      complaintId="1"
      onNavigate={() => {}}
    />
  ),
};
export const DetailClosed: Story = {
  render: () => (
    <ComplaintDetail
      api={storyApi({ '/complaint_detail/1/': sampleComplaint(1, 4) })}
      complaintId="1"
      onNavigate={() => {}}
    />
  ),
};
export const DetailNotFound: Story = {
  render: () => <ComplaintDetail api={storyApi({})} complaintId="99" />,
};
