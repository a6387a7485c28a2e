import { addDoNotCallRequestSchema } from '@callops/contracts/compliance';
import { ContractForm, sendWithToast, useContractForm } from '@callops/ui';
import { Button, Form, Input } from 'antd';
import { useAddDoNotCall } from './do-not-call-queries';
import { DO_NOT_CALL_TEXT as TEXT } from './do-not-call-text';

type Values = { phone?: string; reason?: string };

/** Puts one number on the list; a number the server cannot read is named on its field. */
export function AddNumberForm() {
  const add = useAddDoNotCall();
  const contract = useContractForm<Values, typeof addDoNotCallRequestSchema>({
    schema: addDoNotCallRequestSchema,
    fields: ['phone', 'reason'],
    prepare: ({ phone, reason }) => ({ phone: phone ?? '', ...(reason?.trim() ? { reason } : {}) }),
    submit: (body) => sendWithToast(add.mutateAsync({ body }), () => contract.form.resetFields()),
  });
  return (
    <ContractForm contract={contract} name="add-do-not-call" layout="inline" style={{ rowGap: 8 }}>
      <Form.Item name="phone" label={TEXT.phone}>
        <Input placeholder={TEXT.phonePlaceholder} autoComplete="off" inputMode="tel" />
      </Form.Item>
      <Form.Item name="reason" label={TEXT.reason}>
        <Input placeholder={TEXT.reasonPlaceholder} autoComplete="off" style={{ minWidth: 240 }} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          {TEXT.add}
        </Button>
      </Form.Item>
    </ContractForm>
  );
}
