// The lottery scorer the lifecycle uses: the domain's division tables, game scoring and prize rules.
import { divisionTable, prizeForDivision, scoreGame } from '@fairdraw/domain';
import type { LotteryScorer } from './lifecycle.service';

export const domainScorer: LotteryScorer = {
  scoreGames(lotteryKey, games, result) {
    const table = divisionTable(lotteryKey);
    return games.map((game) => scoreGame(game, result, table));
  },
  prizeCents(lotteryKey, division, draw) {
    return prizeForDivision(divisionTable(lotteryKey), division, {
      prizePoolCents: draw.prizePoolCents ?? 0,
      winnersInDivision: draw.winnersInDivision,
    });
  },
};
