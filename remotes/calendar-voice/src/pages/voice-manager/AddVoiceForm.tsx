import { addVoiceRequestSchema } from '@callops/contracts/voices';
import { ContractForm, sendWithToast, useContractForm } from '@callops/ui';
import { Button, Form, Input } from 'antd';
import { VOICE_TEXT } from '../../calendar-voice-text';
import { useAddVoice } from './voice-queries';
import { voiceIdToAdd } from './voice-rules';

type Values = { voice_id?: string };

/** Adds a voice by its ElevenLabs id; a blank id is ignored. */
export function AddVoiceForm() {
  const add = useAddVoice();
  const contract = useContractForm<Values, typeof addVoiceRequestSchema>({
    schema: addVoiceRequestSchema,
    fields: ['voice_id'],
    submit: (body) => sendWithToast(add.mutateAsync({ body }), () => contract.form.resetFields()),
  });
  const ignoringBlank = {
    ...contract,
    onFinish: async (values: Values) => {
      if (voiceIdToAdd(values.voice_id) !== null) await contract.onFinish(values);
    },
  };
  return (
    <ContractForm contract={ignoringBlank} name="add-voice" layout="inline" style={{ rowGap: 8 }}>
      <Form.Item name="voice_id" label={VOICE_TEXT.voiceIdLabel} style={{ minWidth: 420 }}>
        <Input placeholder={VOICE_TEXT.voiceIdPlaceholder} autoComplete="off" spellCheck={false} allowClear />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          {VOICE_TEXT.addVoice}
        </Button>
      </Form.Item>
    </ContractForm>
  );
}
