// Placeholder until this page is built; replaced by its owner.
export default function HomePage() {
  
  return <h1>HomePage</h1>;
}
