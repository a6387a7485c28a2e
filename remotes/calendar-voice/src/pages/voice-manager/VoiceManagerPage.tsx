import { endpoints } from '@callops/contracts';
import { VOICE_MESSAGES } from '@callops/contracts/voices';
import { useCan } from '@callops/shell';
import { PageFrame, QueryState } from '@callops/ui';
import { Card, Flex, Segmented } from 'antd';
import { useState } from 'react';
import { VOICE_TEXT } from '../../calendar-voice-text';
import { AddVoiceForm } from './AddVoiceForm';
import { VoiceTable } from './VoiceTable';
import { useVoices, type VoiceList } from './voice-queries';

export default function VoiceManagerPage() {
  const canAdd = useCan()(endpoints.voices.add);
  const [list, setList] = useState<VoiceList>('active');
  const query = useVoices(list);
  const archived = list === 'archived';
  return (
    <PageFrame title={VOICE_TEXT.title} readOnlyNotice={canAdd ? undefined : VOICE_TEXT.readOnly}>
      {canAdd && (
        <Card>
          <AddVoiceForm />
        </Card>
      )}
      <Card>
        <Flex vertical gap={16}>
          <Segmented<VoiceList>
            aria-label={VOICE_TEXT.listLabel}
            value={list}
            onChange={setList}
            options={[
              { label: VOICE_TEXT.activeList, value: 'active' },
              { label: VOICE_TEXT.archivedList, value: 'archived' },
            ]}
            style={{ alignSelf: 'flex-start' }}
          />
          <QueryState
            query={query}
            errorTitle={archived ? VOICE_MESSAGES.loadArchivedFailed : VOICE_MESSAGES.loadFailed}
          >
            {(voices) => (
              <VoiceTable
                voices={voices}
                emptyText={archived ? VOICE_TEXT.noArchivedVoices : VOICE_TEXT.noVoices}
              />
            )}
          </QueryState>
        </Flex>
      </Card>
    </PageFrame>
  );
}
