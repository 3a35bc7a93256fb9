import { Link } from 'react-router';
import { PATHS, QUALITY_TEXTS as T } from '@sfc/core';
import { useRecordId } from '../lib/use-record-id.js';
import { EvaluationScreen } from '../features/quality/components/evaluation-screen.js';
import { SampleDetailScreen } from '../features/quality/components/sample-detail.js';
import { SampleForm } from '../features/quality/components/sample-form.js';
import { SamplesScreen } from '../features/quality/components/samples-screen.js';

/** Screen of `/dashboard/complaints/management/samples`. */
export function DashboardSamplesRoute() {
  return <SamplesScreen />;
}

/** Screen of `/dashboard/complaints/management/sample`: a new sample, or one sample with `?id=`. */
export function DashboardSampleRoute() {
  const id = useRecordId();
  if (id !== null) return <SampleDetailScreen />;
  return (
    <>
      <h1>{T.newSample}</h1>
      <p>
        <Link to={`${PATHS.dashboard}/complaints/management/samples`}>{T.backToSamples}</Link>
      </p>
      <p>{T.sampleFormIntro}</p>
      <SampleForm />
    </>
  );
}

/** Screen of `/dashboard/complaints/management/sample/detail/:complaint_code/:criterion_id`. */
export function DashboardSampleEvaluationRoute() {
  return <EvaluationScreen />;
}
