import { Card, Flex, Statistic } from 'antd';

/** The summary cards over every row of a testing list (counted by the server with the badge rules). */
export function SummaryCards({ cards }: { cards: { label: string; value: number }[] }) {
  return (
    <Flex wrap gap={16}>
      {cards.map((card) => (
        <Card
          key={card.label}
          size="small"
          role="group"
          aria-label={card.label}
          style={{ flex: '1 1 200px' }}
        >
          <Statistic title={card.label} value={card.value} />
        </Card>
      ))}
    </Flex>
  );
}
