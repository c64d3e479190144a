// How policyholders name things, and the words policies use for them. Each entry is data: the
// phrases a person may say (`say`), and the wording to look for in the policy (`policy`); a `same`
// entry is a set of words that all mean one thing. Phrases are matched as stemmed words in order,
// common words ignored ("stolen from my car" matches "stolen from car"); a policy phrase matches a
// passage that holds all its words. Spellings are folded first, so "mould" need not be listed.

export type ThesaurusEntry = { say: string; policy: string } | { same: string };

export const THESAURUS: readonly ThesaurusEntry[] = [
  // Personal property that policies put under special limits.
  {
    say: 'ring, rings, engagement ring, wedding ring, wedding band, necklace, bracelet, earrings, earring, brooch, pendant, diamond, gemstone, gem, pearls, gold chain, jewelry',
    policy: 'jewelry, jewels, precious stones, semiprecious stones, watches',
  },
  { say: 'watch, rolex, wristwatch', policy: 'watches, jewelry' },
  { say: 'fur coat, mink coat, fur', policy: 'furs' },
  {
    say: 'laptop, notebook computer, macbook, chromebook, desktop computer, pc, tablet, ipad',
    policy: 'computer, computers, electronic equipment, electronics, portable electronic',
  },
  {
    say: 'phone, cell phone, cellphone, smartphone, iphone, mobile phone',
    policy: 'portable electronic, electronic equipment, electronics, communication equipment',
  },
  {
    say: 'tv, television, stereo, speakers, camera, game console, playstation, xbox',
    policy: 'electronic equipment, electronics, audio visual',
  },
  { say: 'bike, ebike, e bike, bicycle', policy: 'bicycle, bicycles' },
  { say: 'gun, guns, rifle, pistol, shotgun, handgun', policy: 'firearms' },
  { say: 'silverware, cutlery, flatware, silver, tea set', policy: 'silverware, goldware, pewterware, platinumware' },
  { say: 'cash, money, banknotes, bank notes', policy: 'money, bank notes, currency' },
  { say: 'coins, coin collection, gold bars, bullion', policy: 'coins, medals, bullion, money' },
  { say: 'stamps, stamp collection, trading cards, baseball cards, comics', policy: 'stamps, collectibles, collections' },
  { say: 'passport, deed, stocks, bonds, certificates, papers', policy: 'securities, valuable papers, documents, records' },
  { say: 'painting, paintings, artwork, art, sculpture, antique, antiques', policy: 'fine arts, works of art, antiques, collectibles' },
  { say: 'boat, canoe, kayak, jet ski, sailboat, outboard motor, motorboat', policy: 'watercraft, boats' },
  { say: 'trailer, camper, rv, motorhome', policy: 'trailers, recreational vehicles' },
  { say: 'golf clubs, skis, snowboard, sports equipment', policy: 'sports equipment, personal property' },
  { say: 'tools, power tools', policy: 'tools, equipment' },
  {
    say: 'furniture, couch, sofa, bed, clothes, clothing, belongings, stuff, things, possessions, contents, personal items, personal belongings',
    policy: 'personal property, contents',
  },
  { say: 'piano, guitar, violin, musical instrument', policy: 'musical instruments' },
  { say: 'home office, business equipment, inventory, merchandise, work laptop', policy: 'business property, business' },
  {
    say: 'food in freezer, spoiled food, food spoilage, freezer, fridge, refrigerator food',
    policy: 'food spoilage, refrigerated, freezer, power interruption',
  },
  // Water.
  {
    say: 'sewer backup, sewage backup, sewer, sewage, backed up drain, drain backup, floor drain, toilet backup',
    policy: 'backup, sewers, drains, water backup, sump',
  },
  { say: 'sump pump, sump, sump pit', policy: 'sump, sump pump, overflow, backup' },
  {
    say: 'burst pipe, pipe burst, burst, frozen pipe, pipe froze, broken pipe, split pipe, cracked pipe, pipe',
    policy: 'plumbing, discharge, freezing, escape of water, sudden and accidental',
  },
  { same: 'seep, seepage, seeping, seeped' },
  {
    say: 'slow leak, gradual leak, long term leak, leaking for months, for months, for weeks, for years, slowly, gradually, over time, ongoing',
    policy: 'continuous, constant, repeated, period of 14 days, gradual',
  },
  { say: 'leak, leaking, leaked, drip, dripping', policy: 'leakage, seepage, discharge, escape of water' },
  {
    say: 'water heater, hot water tank, dishwasher, washing machine, washer, ice maker, aquarium, fish tank',
    policy: 'household appliance, appliance, discharge, overflow',
  },
  { say: 'toilet, bathtub, shower, sink, faucet, tap', policy: 'plumbing, overflow, discharge' },
  {
    say: 'flood, flooding, flooded, overland water, overland flooding, river, lake, creek, storm surge, high water, rising water, flash flood',
    policy: 'flood, surface water, overland water, body of water, tidal water, waves, overflow of a body of water',
  },
  { say: 'heavy rain, rainwater, rain, downpour', policy: 'surface water, rain, windstorm' },
  {
    say: 'groundwater, ground water, water table, hydrostatic pressure, foundation leak, basement wall leak',
    policy: 'underground water, subsurface water, water below the surface, seepage, foundation',
  },
  { say: 'ice dam, ice damming', policy: 'ice dam, weight of ice, ice, snow' },
  { say: 'snow, ice, sleet, roof collapse from snow', policy: 'weight of ice, snow, sleet' },
  // Weather and other perils.
  // On an auto policy, every cause of loss but a collision falls under other than collision (comprehensive).
  { say: 'hail, hailstorm, hail damage', policy: 'hail, windstorm, other than collision, comprehensive' },
  { say: 'wind, windstorm, tornado, hurricane, storm, gale, cyclone, typhoon', policy: 'windstorm, hurricane, named storm, hail' },
  {
    say: 'tree fell, fallen tree, tree branch, branch, falling tree',
    policy: 'falling objects, trees, tree removal, debris removal, other than collision',
  },
  { say: 'lightning, power surge, electrical surge, surge', policy: 'lightning, artificially generated electrical current, power surge' },
  { say: 'fire, burned, burnt, flames, smoke, soot, house fire, kitchen fire', policy: 'fire, smoke, lightning' },
  { say: 'explosion, exploded, blast, gas explosion', policy: 'explosion' },
  {
    say: 'earthquake, quake, tremor, sinkhole, landslide, mudslide, earth movement',
    policy: 'earth movement, earthquake, landslide, mudflow, sinkhole, mine subsidence',
  },
  { say: 'volcano, volcanic ash', policy: 'volcanic eruption' },
  { same: 'mold, mildew, fungus, wet rot, dry rot, spores' },
  {
    say: 'termites, mice, rats, raccoons, squirrels, rodents, vermin, bugs, bed bugs, insects, pests, infestation',
    policy: 'vermin, rodents, insects, birds, animals',
  },
  { say: 'pet, pets, dog, cat, puppy, kitten', policy: 'animals, domestic animals' },
  {
    say: 'vandalism, vandalized, vandals, graffiti, keyed, smashed, slashed',
    policy: 'vandalism, malicious mischief, other than collision, comprehensive',
  },
  {
    say: 'break in, broke in, broken into, broke into, burglar, burglary, robbed, robbery, stolen, stole, steal, theft, thief, thieves, pickpocket, missing',
    policy: 'theft, burglary, robbery, forcible entry, attempted theft',
  },
  {
    say: 'smashed window, broken window, broke the window, smashed, smash, pried, jimmied, forced open, forced the door, kicked in',
    policy: 'forcible entry, forced entry, visible marks',
  },
  { say: 'riot, protest, civil unrest, looting', policy: 'riot, civil commotion' },
  { say: 'car hit my house, truck hit my house, crashed into house, vehicle damage to house', policy: 'vehicles, impact by vehicle' },
  { say: 'collapse, caved in, roof collapsed, floor collapsed', policy: 'collapse' },
  {
    say: 'wear and tear, aging, rust, rusted, rot, rotted, deterioration, worn out, mechanical failure, broke down',
    policy: 'wear and tear, deterioration, rust, corrosion, mechanical breakdown, latent defect',
  },
  { say: 'settling, cracks, cracked foundation, foundation crack, shifting', policy: 'settling, cracking, shrinking, bulging, expansion' },
  { say: 'power outage, power failure, blackout, outage', policy: 'power failure, interruption of power, off premises power' },
  {
    say: 'vacant, vacancy, empty house, unoccupied, away on vacation, away for months',
    policy: 'vacancy, vacant, unoccupied, consecutive days',
  },
  { say: 'on purpose, intentionally, deliberately, arson', policy: 'intentional loss, intentional act' },
  { say: 'building code, code upgrade, bylaw, by law, ordinance', policy: 'ordinance or law, building code' },
  { say: 'debris, cleanup, clean up, haul away', policy: 'debris removal' },
  { say: 'remediation, remediate, removal, remove, abatement, tear out', policy: 'remove, removal, tear out, clean up' },
  // Living elsewhere while the home is repaired.
  {
    say: 'hotel, motel, airbnb, temporary housing, temporary accommodation, meals, restaurant, eating out, displaced, relocate, relocation, moving costs, storage, laundry, living expenses, live elsewhere',
    policy: 'additional living expense, living expenses, loss of use, fair rental value, increase in living expenses',
  },
  { say: 'rent, rental income, tenant rent, lost rent', policy: 'fair rental value, rental value, loss of rents, rental income' },
  { say: 'evacuation, evacuated, mandatory evacuation, not allowed back, civil authority', policy: 'civil authority, prohibited use' },
  // The property itself.
  {
    say: 'house, home, dwelling, residence, building, condo, condominium, townhouse, cottage',
    policy: 'dwelling, residence premises, residence, building',
  },
  {
    say: 'garage, shed, fence, detached garage, driveway, pool, deck, gazebo, barn',
    policy: 'other structures, detached structures, outbuildings, fences',
  },
  { say: 'roof, shingles, roofing', policy: 'roof, roof surface, roof covering, shingles' },
  { say: 'basement, cellar, crawl space', policy: 'basement, below ground, foundation' },
  { say: 'lawn, trees, shrubs, plants, garden, landscaping, hedge', policy: 'trees, shrubs, plants, lawns' },
  { say: 'wall, walls, drywall, ceiling, ceilings, floor, floors, behind the wall', policy: 'walls, ceilings, floors, concealed, hidden' },
  // Money, the claim and the policy itself.
  { say: 'identity theft, identity fraud, stolen identity', policy: 'identity fraud, identity theft' },
  {
    say: 'credit card, forgery, counterfeit, fake money, bank fraud',
    policy: 'credit card, forgery, counterfeit money, electronic fund transfer',
  },
  { say: 'lock, locks, keys, rekey, locksmith, lost keys', policy: 'locks, lock replacement, keys' },
  { say: 'deductible, excess, out of pocket', policy: 'deductible' },
  { say: 'replacement cost, new for old, full value, replace it new', policy: 'replacement cost' },
  {
    say: 'depreciation, depreciated, actual cash value, acv, holdback, recoverable depreciation',
    policy: 'actual cash value, depreciation',
  },
  { say: 'appraisal, dispute the amount, disagree on value, umpire, disagree with the amount', policy: 'appraisal, appraiser, umpire' },
  {
    say: 'sue, lawsuit, legal action, deadline to sue, court',
    policy: 'suit against us, legal action, action against us, limitation period',
  },
  { say: 'cancel, cancellation, non renewal, nonrenewal', policy: 'cancellation, nonrenewal, cancel' },
  { say: 'proof of loss, pol, sworn statement', policy: 'proof of loss, sworn statement' },
  { say: 'euo, examination under oath, recorded statement', policy: 'examination under oath' },
  {
    say: 'notify, report the claim, notice, tell the insurer, how soon report',
    policy: 'notice, notify, duties after loss, prompt notice',
  },
  {
    say: 'tarp, board up, emergency repairs, mitigate, mitigation, protect the property, dry out, water extraction',
    policy: 'reasonable repairs, protect the property, further damage, emergency',
  },
  { say: 'list of items, inventory list, receipts', policy: 'inventory, records, bills, receipts' },
  // Liability.
  {
    say: 'sued by neighbor, someone got hurt, slip and fall, slipped, tripped, guest fell, injured on my property, visitor injured',
    policy: 'personal liability, bodily injury, property damage, liability, medical payments to others',
  },
  { say: 'dog bite, dog bit, bitten', policy: 'bodily injury, animals, personal liability' },
  { say: 'medical bills of guest, guest medical, visitor medical', policy: 'medical payments to others' },
  { say: 'neighbor property, damage to neighbor, damaged neighbor', policy: 'property damage, damage to property of others' },
  { say: 'home business, side business, airbnb hosting, renting out, rented out', policy: 'business, business pursuits, rental' },
  // Vehicles.
  {
    say: 'car, truck, suv, van, minivan, pickup, auto, automobile, vehicle, jeep, my car',
    policy: 'vehicle, auto, automobile, covered auto, insured automobile, described automobile',
  },
  {
    say: 'rental, rentals, rental car, rental vehicle, rent a car, renting a car, loaner car, courtesy car, substitute car, replacement car, car rental, rental while my car is in the shop',
    policy:
      'rental reimbursement, transportation expenses, substitute vehicle, temporary substitute, loss of use, rental vehicle, transportation replacement',
  },
  {
    say: 'collision, crash, crashed, accident, car accident, rear ended, fender bender, rollover, hit another car',
    policy: 'collision, upset, accident',
  },
  {
    say: 'hit and run, uninsured driver, no insurance, driver without insurance',
    policy: 'uninsured motorist, uninsured motor vehicle, hit and run, unidentified automobile',
  },
  { say: 'underinsured, not enough insurance', policy: 'underinsured motorist, underinsured motor vehicle' },
  { say: 'deer, moose, hit a deer, hit an animal, animal', policy: 'contact with bird or animal, other than collision, comprehensive' },
  { say: 'comprehensive, comp, comprehensive coverage', policy: 'other than collision, comprehensive, specified perils, all perils' },
  {
    say: 'windshield, windscreen, glass, chip, cracked windshield, car window',
    policy: 'glass breakage, windshield, glass, other than collision',
  },
  {
    say: 'car stolen, stolen car, car theft, car was stolen',
    policy: 'theft, other than collision, comprehensive, specified perils, total theft',
  },
  {
    say: 'stolen from my car, theft from car, car broken into, items in car, things in my car, left in the car',
    policy: 'personal property in your auto, personal effects, personal property, unattended vehicle, contents of vehicle',
  },
  { say: 'tow, towing, roadside, flat tire, jump start, locked out', policy: 'towing and labor, roadside assistance, towing' },
  {
    say: 'injury, injured, medical, whiplash, hospital, physio, physiotherapy, chiropractor, ambulance',
    policy: 'medical payments, accident benefits, bodily injury, personal injury protection, medical expenses',
  },
  {
    say: 'lost wages, income replacement, unable to work, off work, missed work, time off work',
    policy: 'income replacement, loss of income, lost wages, disability benefits, wage loss',
  },
  {
    say: 'friend drove, lend my car, lent my car, son driving, daughter driving, someone else driving, other driver, permissive driver',
    policy: 'permissive user, any person using, insured person, listed driver, excluded driver, with your permission',
  },
  {
    say: 'uber, lyft, rideshare, ride share, delivery, doordash, skip the dishes, instacart, passenger, passengers, paying passenger, fares',
    policy: 'transportation network, livery, public or livery conveyance, carry persons or property for a fee, ride sharing',
  },
  { say: 'out of country, driving in the us, driving in canada, mexico, abroad', policy: 'policy territory, territory' },
  // A part of the car is a thing, not a cause: "slashed tires" is vandalism, "a blown engine" a
  // breakdown. Only what befalls a part reaches the breakdown exclusion.
  {
    say: 'engine failure, blown engine, engine blew, seized engine, transmission failure, breakdown, broke down, broken down',
    policy: 'mechanical breakdown, electrical breakdown, wear and tear',
  },
  { say: 'tires, tire, flat tire, blowout', policy: 'road damage to tires, tires' },
  {
    say: 'rims, aftermarket parts, custom parts, car stereo, dash cam',
    policy: 'custom equipment, customizing equipment, sound equipment, electronic equipment',
  },
  { say: 'car loan, lease, payoff, gap', policy: 'loan lease payoff, lienholder, loss payee, gap' },
  { say: 'totaled, total loss, write off, written off, totalled', policy: 'total loss, actual cash value, settlement' },
  { say: 'diminished value, loss of value, value loss', policy: 'diminution in value' },
  { say: 'drunk, impaired, dui, dwi, under the influence', policy: 'intoxicated, impaired, influence of alcohol' },
  { say: 'racing, street race, speed contest, track day', policy: 'racing, speed contest, prearranged' },
  { say: 'pothole, road debris', policy: 'collision, road hazard, road damage' },
];
