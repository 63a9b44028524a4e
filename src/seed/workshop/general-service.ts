/**
 * The demo's workshops that take a brand they are not authorised for (decisions: Mechanic-mate
 * variant; README: LAD214): the first three automotive SE dealers' workshops (Stockholm, Göteborg,
 * Malmö) take Lada for general service. Apart from capacities.ts so the browser tests can name
 * them.
 */
export const generalServiceWorkshops = {
  departmentIds: ['100.4502', '101.4502', '102.4502'],
  brands: 'Lada',
}
