import { updateProgramEndpoint } from '@contract/admin-content';
import { addProgramEndpoint } from '@contract/admin-content';
import { createProgramsRepository } from '../../repositories/programs-repository';
import { illustratedContentRoutes } from './illustrated-content-routes';

/** Adding a program (`addProgramEndpoint`), and PUT and DELETE /api/admin/programs/:id. */
export default illustratedContentRoutes({
  entity: 'program',
  endpoints: { add: addProgramEndpoint, update: updateProgramEndpoint },
  repository: createProgramsRepository,
  fieldsOf: ({ title, description, date, goalNaira, goalEndsOn }) => ({
    title,
    description,
    date,
    goal_naira: goalNaira ?? null,
    goal_ends_on: goalEndsOn ?? null,
  }),
  describe: (program) => `program "${program.title}" (${program.date})`,
  addedAnswer: (row) => ({ imageUrl: row.image_url }),
});
