import { useNavigate } from 'react-router';
import { COMPLAINT_SCREEN_TEXTS as T } from '@sfc/core';
import { ComplaintForm, type FiledComplaint } from '@sfc/widgets/elements/complaint-form/complaint-form.js';
import { useComplaintProps } from '../hooks/use-complaint-props.js';
import { useConsumerPrefill } from '../hooks/use-consumer-prefill.js';

/** `/customer/complaint/registration`: the complaint form; once filed, the confirmation screen. */
export function RegistrationScreen() {
  const { api } = useComplaintProps();
  const consumer = useConsumerPrefill();
  const navigate = useNavigate();
  const onFiled = (complaint: FiledComplaint) =>
    void navigate('/customer/complaint/message', {
      state: { codigo_queja: complaint.codigo_queja, id: complaint.id, detail: complaint.detail ?? null },
    });
  return (
    <>
      <h1>{T.registrationTitle}</h1>
      <p className="lead">{T.registrationIntro}</p>
      <ComplaintForm api={api} consumer={consumer} onFiled={onFiled} />
    </>
  );
}
