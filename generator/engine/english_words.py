"""Common English words, which the spelling corrector leaves alone (generated: do not edit).

Written by scripts/make_english_words.py from pyspellchecker's English word frequencies (MIT licence):
the 40,000 most frequent words, kept when they are lower-case letters and at least 5 long.
"""

WORDS = frozenset("""
aback abacus abalone abandon abandoned abandoning abandonment abandons abate abattoir abbess abbey abbeys abbot
abbott abbreviated abbreviation abdicate abdicated abdication abdomen abdominal abduct abducted abducting abduction
abductions abductor abductors abducts abdul aberrant aberration aberrations abetted abetting abhor abhorred
abhorrent abhors abide abided abides abiding abigail abilities ability abject abjure ablaze abnormal abnormalities
abnormality abnormally aboard abode abolish abolished abolishing abolition abolitionist abolitionists abominable
abomination abominations aboriginal aborigines abort aborted aborting abortion abortions abound abounds about above
abracadabra abraham abrasion abrasions abrasive abreast abridged abroad abrupt abruptly abscess abscond absconded
absence absences absent absentee absinthe absolute absolutely absolution absolve absolved absolves absolving absorb
absorbed absorbent absorbing absorbs absorption abstain abstaining abstinence abstract absurd absurdity absurdly
abundance abundant abundantly abuse abused abuser abusers abuses abusing abusive abuzz abysmal abyss abyssinian
acacia academia academic academically academics academies academy accede accelerant accelerate accelerated
accelerates accelerating acceleration accelerator accent accents accentuate accept acceptable acceptance accepted
accepting accepts access accessed accesses accessible accessing accessories accessorize accessory accident
accidental accidentally accidents acclaim acclaimed acclimate acclimated accolades accommodate accommodated
accommodating accommodation accommodations accompanied accompanies accompaniment accompany accompanying accomplice
accomplices accomplish accomplished accomplishes accomplishing accomplishment accomplishments accord accordance
accorded according accordingly accordion accords accost accosted accosting account accountability accountable
accountancy accountant accountants accounted accounting accounts accreditation accredited accretion accrue accrued
accumulate accumulated accumulates accumulating accumulation accuracy accurate accurately accursed accusation
accusations accuse accused accuser accusers accuses accusing accustom accustomed acetate acetone acetylene ached
aches achievable achieve achieved achievement achievements achieves achieving achilles aching acidic acidity acids
acing acknowledge acknowledged acknowledgement acknowledges acknowledging acknowledgment acolyte acolytes acorn
acorns acoustic acoustical acoustics acquaint acquaintance acquaintances acquainted acquiesce acquire acquired
acquires acquiring acquisition acquisitions acquit acquittal acquitted acreage acres acrobat acrobatic acrobatics
acrobats acronym across acrylic acted acting action actionable actions activate activated activates activating
activation active actively actives activism activist activists activities activity actor actors actress actresses
actual actuality actually actuarial acuity acumen acupuncture acute acutely adage adamant adamantly adams adapt
adaptability adaptable adaptation adaptations adapted adapter adapting adaptive adapts added addendum addict
addicted addiction addictions addictive addicts adding addison addition additional additionally additions additive
additives addled address addressed addresses addressing adele adept adequate adequately adhere adhered adherence
adhering adhesive adieu adjacent adjective adjectives adjoining adjourn adjourned adjournment adjunct adjust
adjustable adjusted adjuster adjusting adjustment adjustments adjusts adjutant administer administered administering
administers administration administrations administrative administrator administrators admirable admirably admiral
admirals admiralty admiration admire admired admirer admirers admires admiring admissible admission admissions admit
admits admittance admitted admittedly admitting admonish admonished adobe adolescence adolescent adolescents adolf
adopt adopted adopting adoption adoptive adopts adorable adorably adoration adore adored adores adoring adorn
adorned adorning adorns adrenal adrenalin adrenaline adrian adrift adulation adult adulterated adulterer adulterous
adultery adulthood adults advance advanced advancement advancements advances advancing advantage advantageous
advantages advent adventure adventurer adventurers adventures adventurous adversarial adversaries adversary adverse
adversely adversity advert advertise advertised advertisement advertisements advertisers advertises advertising
adverts advice advices advisable advise advised adviser advisers advises advising advisor advisors advisory advocacy
advocate advocated advocates advocating aerial aerobic aerobics aerodynamic aerodynamically aerodynamics
aeronautical aeronautics aerosol aerospace aesthetic aesthetically aesthetics aether afeard affable affair affairs
affect affected affecting affection affectionate affectionately affections affective affects affidavit affidavits
affiliate affiliated affiliates affiliation affiliations affinity affirm affirmation affirmations affirmative
affirmed affirming affirms affix affixed afflict afflicted afflicting affliction afflictions afflicts affluence
affluent afford affordable afforded affording affords affront afghan afghanistan afghans aficionado afield afire
aflame afloat afoot afore aforementioned aforesaid afoul afraid afresh africa african africans after again against
ageing ageless agencies agency agenda agendas agent agents aggravate aggravated aggravates aggravating aggravation
aggregate aggression aggressions aggressive aggressively aggressiveness aggressor aggressors aggrieved aggro agile
agility aging agitate agitated agitates agitating agitation agitator agitators aglow agnes agnostic agonies agonize
agonized agonizing agony agrarian agree agreeable agreed agreeing agreement agreements agrees agricultural
agriculture aground ahead ahmed aided aides aiding ailing ailment ailments aimed aiming aimless aimlessly airbag
airbags airbase airborne airbrush airbrushed aircraft aired airfare airfield airfields airflow airhead airing
airless airlift airlifted airline airliner airlines airlock airlocks airmail airman airmen airplane airplanes
airport airports airship airships airspace airspeed airstrip airtight airtime airwaves airway airways aisle aisles
akkadian alabama alabaster alarm alarmed alarming alarmingly alarms alaska alaskan albanian albanians albany
albatross albeit albert albino album albums alchemical alchemist alchemists alchemy alcohol alcoholic alcoholics
alcoholism alcove alderman aldermen alert alerted alerting alerts aleutian alexander alexandra alexis alfalfa alfred
algae algebra algebraic algerian algerians algiers algorithm algorithmic algorithms alias aliases alibi alibied
alibis alice alicia alien alienate alienated alienating alienation aliens alight align aligned aligning alignment
aligns alike alimony alison alistair alive alkali alkaline allah allan allay allegation allegations allege alleged
allegedly alleges allegiance allegiances alleging allegorical allegory alleles alleluia allen allergic allergies
allergy alleviate alleviated alley alleys alleyway alleyways alliance alliances allie allied allies alligator
alligators allison allocate allocated allocating allocation allot allotment allotted allow allowance allowances
allowed allowing allows alloy alloys allude alluded alluding allure alluring allusion allying almanac almighty
almond almonds almost aloft aloha alone along alongside aloof aloud alpaca alpha alphabet alphabetical
alphabetically alphabetize alphanumeric alphas alphonse alpine already alright alsatian altar altars alter
alteration alterations altercation altered altering alternate alternates alternating alternative alternatives
alternator alters although altimeter altitude altitudes altogether altruism altruistic aluminum alumni alumnus alvin
always amalgam amalgamation amanda amass amassed amassing amateur amateurish amateurs amaze amazed amazement amazes
amazing amazingly amazon amazonian amazons ambassador ambassadors amber ambiance ambience ambient ambiguity
ambiguous ambition ambitions ambitious ambivalence ambivalent ambrose ambrosia ambulance ambulances ambulatory
ambush ambushed ambushes ambushing amelia amenable amend amended amending amendment amendments amends amenities
america american americano americans americas amethyst amiable amicable amidst amigo amigos amino amish amiss
ammonia ammonium ammunition amnesia amnesty amnio amniotic amoeba among amongst amoral amorous amorphous amount
amounted amounting amounts amour amphetamine amphetamines amphibian amphibians amphibious amphitheater ample
amplification amplified amplifier amplifies amplify amplifying amplitude amply amputate amputated amputating
amputation amputee amsterdam amuck amulet amulets amuse amused amusement amusements amuses amusing amygdala amytal
anabolic anaconda anaesthesia anaesthetic anagram analgesic anally analog analogous analogue analogy analyses
analysis analyst analysts analytic analytical analyze analyzed analyzer analyzes analyzing anarchic anarchist
anarchists anarchy anathema anatomical anatomically anatomy ancestor ancestors ancestral ancestry anchor anchorage
anchored anchoring anchorman anchors anchovies anchovy ancient ancients ancillary andalusian anderson andre andrea
andrei andres andrew andrews androgynous android androids andromeda anecdotal anecdote anecdotes anemia anemic
anemone anesthesia anesthesiologist anesthetic anesthetize anesthetized aneurysm aneurysms angel angela angelic
angelica angelina angelo angels anger angered angers angie angina angiogram angle angled anglers angles angling
angora angrier angriest angrily angry angst anguish anguished angular angus animal animals animate animated
animating animation animator animators anime animosity animus anise anita ankle ankles anklet anklets annals annex
annexation annexed annie annihilate annihilated annihilating annihilation anniversaries anniversary announce
announced announcement announcements announcer announces announcing annoy annoyance annoyed annoying annoyingly
annoys annual annually annuity annul annulled annulment anoint anointed anointing anomalies anomalous anomaly
anonymity anonymous anonymously anorexia anorexic another answer answerable answered answering answers antacid
antagonism antagonist antagonistic antagonize antagonizing antarctic anteater antechamber antelope antenna antennae
antennas anterior anthem anthill anthology anthony anthrax anthropological anthropologist anthropologists
anthropology antiaircraft antibacterial antibiotic antibiotics antibodies antibody antic antichrist anticipate
anticipated anticipates anticipating anticipation antics antidepressant antidepressants antidote antidotes
antifreeze antigen antigens antigravity antihistamine antimatter antipathy antiquated antique antiques antiquities
antiquity antiseptic antiserum antisocial antitank antithesis antitoxin antitrust antiviral antivirus antiwar antler
antlers antoine anton antonio antony antsy anvil anxieties anxiety anxious anxiously anybody anyhow anymore anyone
anyplace anything anytime anyway anyways anywhere aorta aortic apache apaches apart apartheid apartment apartments
apathetic apathy aperitif aperture aphasia aphids aphrodisiac apiece aplenty apnea apocalypse apocalyptic apollo
apologetic apologies apologize apologized apologizes apologizing apology apostate apostle apostles apostrophe
apothecary appalachian appalled appalling appallingly apparatus apparel apparent apparently apparition apparitions
appeal appealed appealing appeals appear appearance appearances appeared appearing appears appease appeased
appeasement appeasing appellate appendage appendages appendectomy appendicitis appendix appetite appetites appetizer
appetizers appetizing applaud applauded applauding applauds applause apple apples applesauce appliance appliances
applicable applicant applicants application applications applied applies apply applying appoint appointed appointing
appointment appointments appoints appraisal appraise appraised appraiser appreciate appreciated appreciates
appreciating appreciation appreciative apprehend apprehended apprehending apprehension apprehensive apprentice
apprenticed apprentices apprenticeship apprise apprised approach approachable approached approaches approaching
appropriate appropriated appropriately appropriating appropriation appropriations approval approvals approve
approved approves approving approximate approximately approximation apricot apricots april apron aprons apropos
aptitude aptly aquarium aquatic aqueduct aqueducts arabian arabic arable arabs arachnid arbiter arbitrarily
arbitrary arbitration arbor arcade arcades arcadian arcane archaeological archaeologist archaeologists archaeology
archaic archangel archangels archbishop archdiocese archduke arched archenemy archeological archeologist
archeologists archeology archer archers archery arches archetypal archetype archie arching archipelago architect
architects architectural architecture archival archive archived archives archway arctic ardent ardently ardor
arduous areas arena arenas argentinean argentinian argon arguably argue argued argues arguing argument argumentative
arguments ariel aries arise arisen arises arising aristocracy aristocrat aristocratic aristocrats arithmetic arizona
armada armadillo armageddon armament armaments armband armbands armchair armed armenian armenians armful armies
arming armistice armless armor armored armory armour armpit armpits arnold aroma aromas aromatherapy aromatic arose
around arousal arouse aroused arouses arousing arraign arraigned arraignment arrange arranged arrangement
arrangements arranges arranging arrant array arrayed arrays arrears arrest arrested arresting arrests arrhythmia
arrival arrivals arrive arrived arrives arriving arrogance arrogant arrogantly arrow arrowhead arrowheads arrows
arsed arsenal arsenals arsenic arson arsonist arsonists artefact artefacts arterial arteries artery artful artfully
arthritic arthritis arthur artichoke artichokes article articles articulate articulated articulating articulation
artie artifact artifacts artificial artificially artillery artisan artisanal artisans artist artiste artistes
artistic artistically artistry artists artsy artwork artworks arugula aryan aryans asbestos ascend ascendancy
ascendant ascended ascending ascends ascension ascent ascertain ascertained ascetic ascribe ascribed asexual ashamed
asher ashes ashley ashore ashram ashtray ashtrays asian asians aside asinine asked asking asleep asparagus aspect
aspects aspen aspersions asphalt asphyxiate asphyxiated asphyxiation aspirated aspiration aspirational aspirations
aspire aspired aspires aspirin aspiring aspirins assail assailant assailants assailed assassin assassinate
assassinated assassinating assassination assassinations assassins assault assaulted assaulting assaults assay
assemble assembled assembles assemblies assembling assembly assemblyman assert asserted asserting assertion
assertive asserts asses assess assessed assesses assessing assessment assessments asset assets asshole assholes
assiduously assign assigned assigning assignment assignments assigns assimilate assimilated assimilating
assimilation assist assistance assistant assistants assisted assisting assists associate associated associates
associating association associations associative assorted assortment assuage assume assumed assumes assuming
assumption assumptions assurance assurances assure assured assuredly assures assuring assyrian asterisk astern
asteroid asteroids asthma asthmatic astonish astonished astonishes astonishing astonishingly astonishment astound
astounded astounding astounds astral astray astride astrologer astrologers astrological astrology astronaut
astronauts astronomer astronomers astronomical astronomically astronomy astrophysicist astrophysics astute asunder
asylum asylums asymmetric asymmetrical atelier atheism atheist atheists athenian athenians athens athlete athletes
athletic athleticism athletics atkins atlanta atlantic atlantis atlas atmosphere atmospheres atmospheric atoll
atomic atoms atone atoned atonement atoning atrial atrium atrocious atrocities atrocity atrophied atrophy atropine
attach attached attaching attachment attachments attack attacked attacker attackers attacking attacks attain
attained attaining attempt attempted attempting attempts attend attendance attendant attendants attended attendees
attending attendings attends attention attentions attentive attest attested attesting attic attics attila attire
attitude attitudes attorney attorneys attract attracted attracting attraction attractions attractive attracts
attributable attribute attributed attributes attributing attrition attuned atypical auburn auction auctioned
auctioneer auctioning auctions audacious audacity audible audience audiences audio audiovisual audit audited
auditing audition auditioned auditioning auditions auditor auditorium auditors auditory audrey aught augment
augmentation augmented augmenting august auntie aunties aunts aunty aural auras aurora auspices auspicious aussies
austere austerity austin australia australian australians austrian austrians authentic authentically authenticate
authenticated authentication authenticity author authored authoritarian authoritative authorities authority
authorization authorize authorized authorizes authorizing authors autism autistic autobiographical autobiography
autocratic autoerotic autograph autographed autographs autoimmune automated automatic automatically automation
automaton automobile automobiles automotive autonomic autonomous autonomy autopilot autopsied autopsies autopsy
autotrophs autumn autumnal auxiliary avail availability available avalanche avalanches avarice avatar avatars avenge
avenged avenger avengers avenging avenue avenues average averaged averages averaging averse aversion avert averted
averting avery avian aviation aviator aviators avionics avocado avocados avoid avoidance avoided avoiding avoids
avowed await awaited awaiting awaits awake awaken awakened awakening awakens awakes award awarded awarding awards
aware awareness awash awesome awesomely awesomeness awful awfully awhile awkward awkwardly awkwardness awning awoke
awoken axial axiom axles azaleas azimuth aztec azure babble babbled babbles babbling babes babies baboon baboons
babying babylon babylonian babylonians babysat babysit babysitter babysitters babysitting baccarat bachelor
bachelorette bachelors bacillus backache backboard backbone backbreaking backdoor backdrop backed backer backers
backfire backfired backfires backgammon background backgrounds backhand backhanded backhoe backing backlash backlog
backpack backpacking backpacks backroom backs backseat backside backsides backstabbing backstage backstop backstreet
backstroke backtrack backtracked backtracking backup backups backward backwards backwash backwater backwoods
backyard backyards bacon bacteria bacterial bacterium badder baddest baddies badge badged badger badgered badgering
badgers badges badlands badly badminton badmouth badmouthing badness baffle baffled baffles baffling bagel bagels
bagful baggage bagged baggie baggies bagging baggy bagman bagpipe bagpipes baguette baguettes bahamas bahamian
bailed bailey bailiff bailiffs bailing bailout bails bairn baited baiting baits baked baker bakers bakery bakes
baking balaclava balance balanced balances balancing balconies balcony baldheaded balding baldness baldy bales
balinese baling balkans ballad ballads ballast balled ballerina ballerinas ballet ballgame balling ballistic
ballistics balloon ballooning balloons ballot ballots ballpark ballplayer ballplayers ballpoint ballroom balls
ballsy bally balmy baloney balsa balsamic baltic baltimore bambino bamboo bamboozle bamboozled banal banality banana
bananas bandage bandaged bandages bandaging bandana bandanna banded bandied banding bandit bandits bandleader bands
bandstand bandwagon bandwidth bandy bandying bangalore banged banger banging bangkok bangle bangles bangs banish
banished banishes banishing banishment banister banjo banked banker bankers banking banknotes bankroll bankrolled
bankrolling bankrupt bankruptcy bankrupted bankrupting banks banned banner banners banning banns banquet banquets
banshee banshees banter banyan banzai baptism baptismal baptist baptists baptize baptized baptizing barbara
barbarian barbarians barbaric barbarism barbarity barbarous barbecue barbecued barbecues barbecuing barbed barbeque
barber barbers barbershop barbie barbies barbiturates barbs bareback bared barefaced barefoot barefooted barely
bares barest barfed barfing bargain bargained bargaining bargains barge barged barges barging baring baritone barium
barked barkeep barker barking barks barley barmaid barman barmy barnacle barnacles barnes barney barns barnyard
barometer barometric baron baroness barons baroque barrack barracks barracuda barrage barred barrel barreled
barreling barrels barren barricade barricaded barricades barricading barrier barriers barring barrio barrister
barristers barroom barrow barry bartender bartenders barter bartered bartering baruch basal baseball baseballs based
baseless baseline baseman basement basements baser bases basest bashed bashes bashful bashing basho basic basically
basics basil basilar basilisk basin basing basins basis basket basketball baskets basking basset bassist bastard
bastards baste basted baster bastion batch batches bated bates bathe bathed bathes bathhouse bathing bathrobe
bathroom bathrooms baths bathtub bathtubs batman baton batons batsman battalion battalions batted batten batter
battered batteries battering batters battery batting battle battled battlefield battlefields battleground
battlements battles battleship battleships battling batty bauble baubles bauer bavarian bawdy bawled bawling baxter
baying bayonet bayonets bayou bazaar bazillion bazooka beach beached beaches beachfront beachhead beacon beacons
beaded beads beady beagle beagles beaker beakers beaks beamed beaming beams beanbag beaned beanie beans beanstalk
bearable beard bearded beardless beards bearer bearers bearing bearings bears bearskin beast beastly beasts beaten
beater beaters beating beatings beatles beatnik beatrice beats beaut beauteous beautician beauties beautification
beautiful beautifully beautify beauty beaver beavers bebop became because beckett beckon beckoned beckoning beckons
becky become becomes becoming bedazzled bedbugs bedchamber bedded bedding bedlam bedouins bedpan bedpans bedpost
bedridden bedrock bedroom bedrooms bedsheets bedside bedspread bedtime beech beefcake beefed beefing beefs beefy
beehive beehives beekeeper beeline beeped beeper beeping beeps beers beeswax beethoven beetle beetles beetroot beets
befall befallen befalls befell befit befits befitting before beforehand befriend befriended befriending befriends
befuddled began begat beget begets beggar beggars begged begging begin beginner beginners beginning beginnings
begins begone begot begotten begrudge beguile beguiled beguiling begun behalf behave behaved behaves behaving
behavior behavioral behaviors behead beheaded beheading beheld behemoth behest behind behinds behold beholden
beholding behoove behooves beige being beings belabor belated belay belch belches belching beleaguered belfry
belgian belgians belie belief beliefs belies believable believe believed believer believers believes believing
belittle belittled belittles belittling bella belladonna bellboy belle belles bellhop bellies belligerent bellman
bellow bellowing bellows bells belly bellyache bellyaching bellybutton bellyful belong belonged belonging belongings
belongs beloved below belted belting belts beltway beluga bench benched benches benching benchmark bended bender
benders bending bends bendy beneath benedict benediction benefactor benefactors beneficial beneficiaries beneficiary
benefit benefited benefiting benefits benefitted benevolence benevolent benighted benign benjamin bennett benny
benzene bequeath bequeathed bequest berate berated berating bereaved bereavement bereft beret berets bering berlin
bernard bernie berries berry berserk berth berths beryllium beseech beseeching beset beside besides besiege besieged
besieging besmirch besmirched besmirching besotted bespoke bested bestial bestiality besting bestow bestowed
bestowing bestows bestseller bestselling betcha betel bethany bethe betide betray betrayal betrayals betrayed
betrayer betraying betrays betrothal betrothed betsy bette better bettering betterment betters betting betty between
betwixt beverage beverages beverly beware bewildered bewildering bewitch bewitched bewitching beyond biannual biased
bible bibles biblical bicarb bicarbonate bicentennial bicep biceps bicker bickering bicycle bicycles bicycling
bidder bidders biddies bidding biddy bidet biding bigamy bigfoot bigger biggest biggie bigot bigoted bigotry bigots
bigshot bigwig bigwigs biked biker bikers bikes biking bikini bikinis bilateral bilbo bilge biliary bilingual
bilious bilked billable billboard billboards billed billet billeted billets billiard billiards billie billing
billings billion billionaire billionaires billions billionth billowing billows bills billy bimbo bimbos bimonthly
binary binder binders binding bindings binds binge bingo binoculars biochemical biochemist biochemistry
biodegradable biogenic biographer biographical biographies biography biological biologically biologist biologists
biology biomechanical biomedical biometric biometrics bionic biopsy biosphere biotech biotechnology bipartisan
bipedal bipolar biracial birch birdcage birdhouse birdie birdies birds birth birthday birthdays birthed birthing
birthmark birthplace birthright births biscuit biscuits bisexual bishop bishops bison bisque bistro bitch bitched
bitches bitching bitchy biter biters bites biting bitten bitter bitterest bitterly bitterness bitters bittersweet
bitty bivouac bivouacked bizarre bizarrely blabbed blabber blabbering blabbermouth blabbing black blackballed
blackberries blackberry blackbird blackbirds blackboard blacked blacken blackened blackening blacker blackest
blackguard blacking blackjack blacklist blacklisted blackmail blackmailed blackmailer blackmailing blackmails
blackness blackout blackouts blacks blacksmith blacksmiths bladder bladders blade bladed blades blagged blaine blair
blake blame blamed blameless blames blaming blanc blanche bland blank blanked blanket blanketed blanketing blankets
blanking blankly blanks blare blares blaring blaspheme blasphemer blaspheming blasphemous blasphemy blast blasted
blaster blasters blasting blasts blatant blatantly blather blathering blaze blazed blazer blazes blazing bleach
bleached bleachers bleaching bleak bleat bleating bleats bleed bleeder bleeding bleeds bleep bleeping bleeps blemish
blemishes blend blended blender blending blends bless blessed blesses blessing blessings blest blight blighted
blighter blighters blimey blimp blind blinded blinder blinders blindfold blindfolded blindfolds blinding blindingly
blindly blindness blinds blindside blindsided blink blinked blinker blinkers blinking blinks blips bliss blissful
blissfully blister blistered blistering blisters blithe blithely blithering blitz blitzed blitzkrieg blizzard
blizzards bloat bloated blobs block blockade blockaded blockades blockage blockbuster blocked blocker blockers
blockhead blocking blocks blogger bloggers blogging blogs bloke blokes blond blonde blondes blondie blonds blood
bloodbath blooded bloodhound bloodhounds bloodied bloodier bloodiest bloodless bloodletting bloodline bloodlines
bloods bloodshed bloodshot bloodstain bloodstained bloodstains bloodstream bloodsucker bloodsuckers bloodsucking
bloodthirsty bloody bloom bloomed bloomers blooming blooms blooper blossom blossomed blossoming blossoms blots
blotted blotter blotting blouse blouses blower blowers blowfish blowhard blowhole blowing blown blowout blows
blowtorch blowup blubber blubbering bludgeon bludgeoned bludgeoning bluebell bluebells blueberries blueberry
bluebird bluebirds bluegrass blueprint blueprints bluer blues bluest bluesy bluetooth bluff bluffed bluffing bluffs
bluish blunder blundered blundering blunders blunt blunted bluntly blunts blurb blurred blurring blurry blurs blurt
blurted blurting blurts blush blushed blushes blushing bluster blustery board boarded boarder boarders boarding
boardroom boards boardwalk boars boast boasted boastful boasting boasts boathouse boating boatload boatloads boatman
boats boatyard bobbed bobbies bobbing bobble bobby bobcat bobsled bobtail bodacious bodega bodes bodice bodies
bodily bodybuilder bodybuilding bodyguard bodyguards bodywork bogart bogey bogeyman bogeys bogged boggles bogie
bogies bogus bohemian boiled boiler boilers boiling boils boisterous bolder boldest boldly boldness bolivian
bolivians bollocks bologna bolster bolted bolting bolts bolus bombard bombarded bombardier bombarding bombardment
bombay bombed bomber bombers bombing bombings bombs bombshell bonanza bonbons bondage bonded bonding bonds bondsman
boned bonehead boneheaded boneheads boneless boner boners bones boneyard bonfire bonfires bongo bongos boning bonito
bonked bonkers bonne bonnet bonnets bonnie bonny bonobos bonsai bonus bonuses boobies boobs booby booed booger
boogers boogeyman boogie booing bookcase booked booker bookie bookies booking bookings bookish bookkeeper
bookkeeping booklet booklets bookmaker bookmaking bookmark books bookseller bookshelf bookshelves bookshop bookstore
bookstores bookworm boomer boomerang boomers booming booms boone boonies boorish boost boosted booster boosters
boosting boosts booted booth booths booties booting bootleg bootlegger bootleggers bootlegging boots booty booze
boozed boozer boozing boozy bopping bordello border bordered bordering borderline borders bored boredom bores boring
boris borne borough boroughs borrow borrowed borrower borrowers borrowing borrows borscht bosnian bosom bosoms boson
bossed bosses bossing bossy boston botanical botanist botany botch botched bother bothered bothering bothers
bothersome bottle bottled bottleneck bottles bottling bottom bottomed bottoming bottomless bottoms botulism boudoir
bough boughs bought bougie bouillabaisse bouillon boulder boulders boulevard boulevards bounce bounced bouncer
bouncers bounces bouncing bouncy bound boundaries boundary bounded bounding boundless bounds bounteous bounties
bountiful bounty bouquet bouquets bourbon bourgeois bourgeoisie bourne boutique bouts bovine bowed bowel bowels
bower bowers bowie bowing bowled bowlegged bowler bowlers bowling bowls bowman bowmen boxcar boxcars boxed boxer
boxers boxes boxing boyar boycott boycotted boycotting boyfriend boyfriends boyhood boyish boyle bozos brace braced
bracelet bracelets braces brachial bracing bracket brackets brackish bradley brady bragged bragging brags braid
braided braiding braids braille brain brainchild brained brainless brainpower brains brainstorm brainstorming
brainwash brainwashed brainwashing brainwave brainwaves brainy braise braised brake brakes braking bramble branch
branched branches branching brand branded brandies branding brandish brandished brandishing brandon brands brandy
brash brass brassiere brats bratty bratwurst bravado brave braved bravely braver bravery braves bravest braving
bravo brawl brawling brawls brawn brawny braying brazen brazenly brazil brazilian brazilians breach breached
breaches breaching bread breadcrumb breadcrumbs breaded breadfruit breads breadth breadwinner break breakable
breakage breakaway breakdown breakdowns breaker breakers breakfast breakfasts breaking breakneck breakout breaks
breakthrough breakthroughs breakup breakups bream breast breastfed breastfeed breastfeeding breastplate breasts
breath breathable breathalyzer breathe breathed breather breathes breathing breathless breathlessly breaths
breathtaking breathtakingly breech breeches breed breeder breeders breeding breeds breeze breezed breezes breezing
breezy brenda brendan brennan brent brethren brett brevity brewed brewers brewery brewing brews brian briar bribe
bribed bribery bribes bribing brick bricked bricklayer bricks bridal bride bridegroom brides bridesmaid bridesmaids
bridge bridged bridgehead bridges bridget bridging bridle brief briefcase briefcases briefed briefest briefing
briefings briefly briefs brigade brigades brigadier brigand brigands bright brighten brightened brightening
brightens brighter brightest brightly brightness brilliance brilliant brilliantly brimming brimstone brine bring
bringer bringing brings brink briny brioche brisk brisket bristle bristles bristling britain britches british
britney britons brits brittany brittle broach broached broad broadband broadcast broadcasted broadcaster
broadcasting broadcasts broaden broadened broadening broadens broader broadest broadly broads broadside broadway
brocade broccoli brochure brochures broil broiled broke broken brokenhearted broker brokerage brokered brokering
brokers bromide bronc bronchial bronchitis bronco bronx bronze bronzed brooch brood brooding broody brook brooke
brooklyn brooks broom brooms broomstick broth brothel brothels brother brotherhood brotherly brothers brought
brouhaha browbeat brown brownie brownies browning brownish browns brownstone brows browse browser browsing bruce
bruise bruised bruises bruising brunch brunette brunettes bruno brunt brush brushed brushes brushing brusque
brussels brutal brutality brutalize brutalized brutalizing brutally brute brutes brutish bryan bryce bubba bubble
bubbled bubblegum bubbles bubbling bubbly bubonic buccaneer buccaneers buckboard bucked bucket buckets bucking
buckle buckled buckles buckling bucks buckshot buckskin buckwheat bucolic buddha buddhism buddhist buddhists buddies
budding buddy budge budget budgetary budgeted budgets budgie budging bueno buffalo buffaloes buffed buffer buffers
buffet buffets buffing buffoon buffoons buffs buffy bugged bugger buggered buggering buggers buggies bugging buggy
bugle bugler bugles build builder builders building buildings builds buildup built bulbous bulbs bulgarian
bulgarians bulge bulges bulging bulimia bulimic bulkhead bulkheads bulking bulky bulldog bulldogs bulldoze bulldozed
bulldozer bulldozers bulldozing bullet bulletin bulletins bulletproof bullets bullfight bullfighter bullfighters
bullfighting bullfrog bullheaded bullhorn bullied bullies bullion bullock bullocks bullpen bulls bullshit
bullshitted bullshitting bully bullying bulwark bumble bumblebee bumbling bummed bummer bumming bumped bumper
bumpers bumping bumpkin bumpkins bumps bumpy bunch bunched bunches bunco bundle bundled bundles bundt bungalow
bungalows bungee bungle bungled bungling bunion bunions bunked bunker bunkers bunkhouse bunking bunks bunnies bunny
bunting buoyancy buoyant buoys burden burdened burdening burdens burdensome bureau bureaucracy bureaucrat
bureaucratic bureaucrats bureaus burgeoning burger burgers burglar burglaries burglarized burglars burglary burgle
burgled burgundy burial burials buried buries burke burlap burlesque burly burmese burned burner burners burning
burnout burns burnt burped burping burps burrito burritos burro burros burrow burrowed burrowing burrows burry burst
bursting bursts burying busboy busboys buses bushel bushels bushes bushwhacked bushy busier busiest busily business
businesses businesslike businessman businessmen businesswoman busing busload bussed busses bussing busted buster
busters busting bustle bustling busts busty busybody butane butch butcher butchered butchering butchers butchery
butler butlers butted butter buttercup buttered butterflies butterfly buttering buttermilk butternut butters
butterscotch buttery butting buttock buttocks button buttoned buttoning buttons butts buxom buyer buyers buying
buyout buzzard buzzards buzzed buzzer buzzers buzzes buzzing byers bygone bygones bylaws byline bypass bypassed
bypasses bypassing byproduct bystander bystanders cabal cabana cabaret cabbage cabbages cabbie cabbies cabby
cabdriver cabernet cabin cabinet cabinets cabins cable cabled cables cabling caboose cache caches cackles cackling
cacophony cacti cactus cadaver cadavers caddie caddy cadence cadet cadets cadillac cadmium cadre caesar caesarean
cafeteria caffeinated caffeine caged cages cagey caging cahoots caiman cairo caitlin cajole cajun caked cakes
cakewalk calamari calamine calamities calamitous calamity calcified calcium calculate calculated calculates
calculating calculation calculations calculator calculus caleb calendar calendars calfskin caliber calibers
calibrate calibrated calibrating calibration calico california californian californians caliphate calisthenics calla
callback called caller callers callie calligraphy calling callous calloused callously callow calls callus calluses
calmed calmer calming calmly calmness calms caloric calorie calories calves calvin camaraderie cambodian cambrian
cambridge camcorder camel camelot camels cameo camera cameraman cameramen cameras cameron camilla camille camomile
camouflage camouflaged camouflaging campaign campaigned campaigning campaigns campbell camped camper campers
campfire campfires campground camphor camping camps campsite campus campuses canada canadian canadians canal canals
canaries canary canasta cancan cancel canceled canceling cancellation cancellations cancelled cancelling cancels
cancer cancerous cancers candace candelabra candid candidacy candidate candidates candied candies candle candlelight
candlelit candles candlestick candlesticks candor candy caned canes canine canines caning canister canisters canker
canna cannabis cannae canned cannery cannes cannibal cannibalism cannibalistic cannibalize cannibals canning cannoli
cannon cannonball cannonballs cannons cannot canny canoe canoeing canoes canola canon canons canoodling canopy canst
cantaloupe cantankerous canteen canteens cantina cantonese canvas canvases canvass canvassed canvassing canyon
canyons capabilities capability capable capacities capacitor capacitors capacity caped caper capers capes
capillaries capillary capita capital capitalism capitalist capitalistic capitalists capitalization capitalize
capitalized capitalizing capitals capitol capitulate capitulation capone capped capping cappuccino cappuccinos
caprice capricious capsize capsized capsule capsules captain captaincy captained captains caption captioned
captioning captions captivate captivated captivating captive captives captivity captor captors capture captured
captures capturing capuchin caramel caramelized caramels carat carats caravan caravans carbide carbine carbohydrates
carbolic carbon carbonate carbonated carburetor carcass carcasses carcinoma cardamom cardboard carded cardiac
cardigan cardinal cardinals cardiologist cardiology cardiopulmonary cardiovascular cards cared careening career
careers carefree careful carefully caregiver careless carelessly carelessness carer carers cares caress caressed
caresses caressing caretaker caretakers cargo cargoes caribbean caribou caricature caricatures caring carjack
carjacked carjacking carla carlo carload carlos carly carmen carmine carnage carnal carnation carnations carne
carnival carnivals carnivore carnivores carnivorous carny carol carolina caroline caroling carols carolyn carom
carotid carousel carousing carpal carpathian carpenter carpenters carpentry carpet carpeted carpeting carpets
carpool carriage carriages carrie carried carrier carriers carries carrion carroll carrot carrots carry carrying
carsick carson carte carted cartel cartels carter cartesian carthage carthaginian carthaginians cartilage carting
carton cartons cartoon cartoonist cartoons cartouche cartridge cartridges carts cartwheel cartwheels carve carved
carver carves carving carvings cascade cascading cased caseload cases casework caseworker casey cashed cashes cashew
cashews cashier cashiers cashing cashmere casing casings casino casinos casket caskets casks casper caspian
cassandra casserole casseroles cassette cassettes cassie cassock castaway castaways caste caster castes casting
castle castles castoff castor castrate castrated castrating castration casts casual casually casualties casualty
cataclysm cataclysmic catacombs catalog cataloged cataloging catalogs catalogue catalogued catalogues cataloguing
catalyst catalytic catapult catapulted catapults cataract cataracts catastrophe catastrophes catastrophic catatonic
catbird catch catcher catchers catches catching catchphrase catchy catechism categorical categorically categories
categorize categorized category cater catered caterer caterers catering caterpillar caterpillars caters catfish
catharsis cathartic cathedral cathedrals catherine catheter cathode catholic catholicism catholics cathouse cathy
catnip cattle cattlemen catty catwalk caucasian caucasians caucus caught cauldron cauliflower causal causality cause
caused causes causeway causing caustic cauterize cauterized caution cautionary cautioned cautious cautiously
cavalier cavaliers cavalry caveat caved caveman cavemen cavendish cavern cavernous caverns caves caviar caving
cavities cavity cavorting cawing cayenne cayman caymans cease ceased ceasefire ceaseless ceaselessly ceases ceasing
cecil cedar cedars ceded cedric ceiling ceilings celeb celebrate celebrated celebrates celebrating celebration
celebrations celebratory celebrities celebrity celebs celery celeste celestial celia celiac celibacy celibate cellar
cellars cellblock cellblocks cellist cellmate cellmates cello cellophane cellphone cellphones cells cellular
cellulite celluloid cellulose celtic celtics cement cemented cemeteries cemetery censor censored censoring censors
censorship censure censured census centaur centaurs centennial center centered centerfold centering centerpiece
centerpieces centers centigrade centimeter centimeters centipede central centralized centrally centrifugal
centrifuge centrifuges cents centuries centurion centurions century ceramic ceramics cereal cereals cerebellum
cerebral cerebrospinal ceremonial ceremonies ceremony ceres certain certainly certainties certainty certifiable
certifiably certificate certificates certification certified certifies certify certifying cerulean cervical cervix
cesium cessation cesspool chafe chafed chaff chafing chagrin chain chained chaining chains chainsaw chainsaws chair
chaired chairing chairman chairmanship chairperson chairs chairwoman chaise chalet chalice chalk chalkboard chalked
chalking chalks chalky challenge challenged challenger challengers challenges challenging chamber chamberlain
chambermaid chambers chameleon chameleons chamois chamomile champ champagne champing champion championed champions
championship championships champs chance chanced chancellor chances chancing chandelier chandeliers chandler chanel
chang change changeable changed changeling changelings changer changes changing channel channeled channeling
channelled channelling channels chant chanted chanting chants chaos chaotic chapel chaperon chaperone chaperoned
chaperones chaperoning chaplain chaplains chapped chappie chaps chapter chapters character characteristic
characteristics characterization characterize characterized characters charade charades charcoal chardonnay charge
charged charger chargers charges charging chariot chariots charisma charismatic charitable charities charity
charlatan charlatans charlene charles charleston charley charlie charlotte charm charmed charmer charming charmingly
charms charred chart charted charter chartered charters charting charts chase chased chaser chasers chases chasing
chasm chasms chassis chaste chastise chastised chastity chats chatted chatter chattering chatters chatting chatty
chauffeur chauffeured chauffeuring chauffeurs chauvinist chauvinistic cheap cheapen cheaper cheapest cheaply
cheapskate cheat cheated cheater cheaters cheating cheats check checkbook checked checker checkered checkers
checking checklist checkmate checkout checkpoint checkpoints checks checkup checkups cheddar cheek cheekbones cheeks
cheeky cheep cheer cheered cheerful cheerfully cheering cheerios cheerleader cheerleaders cheers cheery cheese
cheeseburger cheeseburgers cheesecake cheesed cheeses cheesy cheetah cheetahs chefs chelsea chemical chemically
chemicals chemist chemistry chemists chemo chemotherapy cherish cherished cherishes cherishing cherries cherry
cherub cherubs cheryl chesapeake chess chessboard chest chester chestnut chestnuts chests chevron chevy chewed
chewing chews chewy cheyenne chicago chick chicken chickened chickening chickens chickenshit chicks chico chicory
chide chief chiefest chiefly chiefs chieftain chieftains chiffon chihuahua child childbearing childbirth childcare
childhood childhoods childish childishly childishness childless childlike childproof children chile chilean chili
chilies chill chilled chilli chillies chilling chills chilly chime chimera chimes chiming chimney chimneys chimp
chimpanzee chimpanzees chimps china chinaman chinatown chinchilla chinese chink chinks chino chins chintz chipmunk
chipmunks chipped chipper chipping chippy chips chiropractic chiropractor chirp chirping chirps chirpy chisel
chiseled chiseling chiselled chitchat chittering chivalrous chivalry chives chlamydia chloe chloral chloride
chlorine chloroform chlorophyll chock chocks chocolate chocolates chocolaty choice choices choicest choir choirboy
choirs choke choked choker chokes choking cholera cholesterol chomp chomping choose chooses choosing choosy chopped
chopper choppered choppers chopping choppy chops chopstick chopsticks choral chord chords chore choreograph
choreographed choreographer choreographing choreography chores chorizo chorus chose chosen chowder chowing chris
christ christen christened christening christian christianity christians christina christine christmas christmases
christopher christy chromatic chrome chromium chromosomal chromosome chromosomes chronic chronically chronicle
chronicled chronicler chronicles chronicling chronological chronology chrysalis chrysanthemum chrysanthemums chubby
chuck chucked chucking chuckle chuckled chuckles chuckling chucks chuffed chugged chugging chumming chummy chump
chumps chums chung chunk chunks chunky church churches churchgoing churchill churchyard churlish churn churned
churning churns chute chutes chutney cicada cicadas cider cigar cigarette cigarettes cigars cilantro cinch cinder
cinderella cinders cindy cinema cinemas cinematic cinematographer cinematography cinnamon cipher ciphers circa
circadian circle circled circles circling circuit circuitous circuitry circuits circular circulate circulated
circulates circulating circulation circulatory circumcise circumcised circumcision circumference circumnavigate
circumstance circumstances circumstantial circumvent circumvented circumventing circus circuses cirrhosis cisco
cistern citadel citation citations cited cites cities citing citizen citizenry citizens citizenship citrus citywide
civic civics civil civilian civilians civility civilization civilizations civilize civilized civvies clack clacking
clacks claim claimant claimed claiming claims claire clairvoyance clairvoyant clambake clamber clambering clammed
clammy clamor clamoring clamp clamped clamping clamps clams clandestine clang clanging clangs clank clanking clanks
clans clansmen clapped clapping claps clara clarence claret clarification clarified clarifies clarify clarifying
clarinet clarity clark clarke clary clash clashed clashes clashing clasp clasped clasps class classed classes
classic classical classically classics classier classiest classification classified classifieds classifies classify
classifying classmate classmates classroom classrooms classy clatter clattering clatters claude claudia claus clause
clauses claustrophobia claustrophobic clavicle clawed clawing claws claymore claymores clays clayton clean cleaned
cleaner cleaners cleanest cleaning cleanliness cleanly cleans cleanse cleansed cleanser cleanses cleansing cleanup
clear clearance clearances cleared clearer clearest clearing clearly clears cleats cleavage cleave cleaver cleaves
cleft clemency clemens clement clementine clench clenched clenching clergy clergyman clergymen cleric clerical
clerics clerk clerked clerking clerks cleveland clever cleverer cleverest cleverly cleverness click clicked clicker
clicking clicks client clients cliff cliffs climactic climate climates climatic climax climb climbed climber
climbers climbing climbs climes clinch clinched clinches cling clinging clings clingy clinic clinical clinically
clinics clink clinking clinks clint clinton clipboard clipped clipper clippers clipping clippings clips clique
cliques clitoral clitoris clive cloak cloaked cloaking cloakroom cloaks clobber clobbered clobbering clock clocked
clocking clocks clockwise clockwork clogged clogging clogs cloister cloistered clone cloned clones cloning close
closed closely closeness closer closes closest closet closeted closets closing closure closures cloth clothe clothed
clothes clothesline clothing cloths clots clotted clotting cloud clouded clouding cloudless clouds cloudy clout
clove cloven clover clovers cloves clown clowning clowns clubbed clubbing clubhouse clubs cluck clucking clucks
clued clueless clues clump clumps clumsiness clumsy clung clunk clunker clunking clunky cluster clustered clusters
clutch clutched clutches clutching clutter cluttered cluttering clyde coach coached coaches coaching coachman
coagulated coagulation coalesce coalition coals coarse coast coastal coaster coasters coastguard coasting coastline
coastlines coasts coated coating coats coattails coaxed coaxial coaxing cobalt cobble cobbled cobbler cobblestone
cobra cobras cobwebs cocaine cochise cochlear cochran cockamamie cockatoo cocked cocker cockerel cockeyed
cockfighting cocking cockle cockles cockney cockpit cockroach cockroaches cocks cocksucker cocksuckers cocksure
cocktail cocktails cocky cocoa coconut coconuts cocoon cocooned cocoons coddle coddled coddling coded codeine
codename codenamed codependent coder coders codes codex codfish codger coding codpiece coeds coefficient coerce
coerced coercing coercion coercive coexist coexisted coexistence coexisting coffee coffeehouse coffeemaker coffees
coffers coffin coffins cogent cognac cognition cognitive cognizant cohabitation coherence coherent cohesion cohesive
cohort cohorts coiled coils coincide coincided coincidence coincidences coincident coincidental coincidentally
coincides coinciding coined coins coitus coked cokes colder coldest coldly coldness colds coleslaw colic colin
coliseum collaborate collaborated collaborating collaboration collaborative collaborator collaborators collage
collagen collapse collapsed collapses collapsible collapsing collar collarbone collard collared collars collate
collated collateral collating colleague colleagues collect collected collectible collectibles collecting collection
collections collective collectively collector collectors collects colleen college colleges collegiate collide
collided collider collides colliding collie collier collins collision collisions colloidal colloquial collude
colluded colluding collusion cologne colombian colombians colon colonel colonels colonial colonialism colonials
colonic colonies colonist colonists colonization colonize colonized colonizing colony color colorado coloration
colored coloreds colorful coloring colorless colors colossal colossally colossus colostomy coloured colts columbia
columbian columbus column columnist columnists columns comas comatose combat combatant combatants combating
combative combats combed combination combinations combine combined combines combing combining combo combs
combustible combustion comeback comebacks comedian comedians comedic comedies comedown comedy comely comer comers
comes comet comets comfort comfortable comfortably comforted comforter comforting comforts comfy comic comical
comically comics coming comings comma command commandant commanded commandeer commandeered commandeering commander
commanders commanding commandment commandments commando commandos commands commas commemorate commemorated
commemorates commemorating commemoration commemorative commence commenced commencement commences commencing commend
commendable commendation commendations commended commends commensurate comment commentaries commentary commentator
commentators commented commenting comments commerce commercial commercially commercials commie commies comminuted
commiserate commissar commissary commission commissioned commissioner commissioners commissioning commissions commit
commitment commitments commits committal committed committee committees committing commode commodities commodity
commodore common commonality commoner commoners commonly commonplace commons commonwealth commotion communal commune
communes communicable communicate communicated communicates communicating communication communications communicative
communicator communicators communing communion communique communism communist communists communities community
commute commuted commuter commuters commuting compact compacted compadre companies companion companions
companionship company comparable comparative comparatively compare compared compares comparing comparison
comparisons compartment compartmentalize compartmentalized compartments compass compasses compassion compassionate
compatibility compatible compatriot compatriots comped compel compelled compelling compels compendium compensate
compensated compensates compensating compensation compensatory compete competed competence competency competent
competes competing competition competitions competitive competitiveness competitor competitors compilation compile
compiled compiling complacency complacent complain complainant complained complaining complains complaint complaints
complement complementary complemented complements complete completed completely completes completing completion
complex complexes complexion complexities complexity compliance compliant complicate complicated complicates
complicating complication complications complicit complicity complied complies compliment complimentary complimented
complimenting compliments comply complying component components comport compose composed composer composers composes
composing composite composition compositions compost composure compound compounded compounding compounds comprehend
comprehending comprehensible comprehension comprehensive compress compressed compresses compressing compression
compressions compressor comprise comprised comprises comprising compromise compromised compromises compromising
comps compulsion compulsions compulsive compulsively compulsory compunction computation computational computations
compute computed computer computerized computers computing comrade comrades comradeship comte conceal concealed
concealing concealment conceals concede conceded conceding conceit conceited conceivable conceivably conceive
conceived conceives conceiving concentrate concentrated concentrates concentrating concentration concentrations
concentric concept conception concepts conceptual concern concerned concerning concerns concert concerted concerto
concerts concession concessions conch concierge concise conclave conclude concluded concludes concluding conclusion
conclusions conclusive conclusively concoct concocted concocting concoction concord concourse concrete concubine
concubines concur concurrent concussed concussion concussions concussive condemn condemnation condemned condemning
condemns condensation condense condensed condenser condenses condescend condescending condescension condiment
condiments condition conditional conditioned conditioner conditioners conditioning conditions condo condolence
condolences condom condominium condoms condone condoned condones condoning condor condors condos conducive conduct
conducted conducting conduction conductive conductor conductors conducts conduit conduits cones coney confection
confederacy confederate confederates confederation confer conference conferences conferred conferring confers
confess confessed confesses confessing confession confessional confessions confessor confessors confetti confidant
confidante confide confided confidence confidences confident confidential confidentiality confidentially confidently
confides confiding configuration configure configured confine confined confinement confines confining confirm
confirmation confirmations confirmed confirming confirms confiscate confiscated confiscating confiscation
conflagration conflict conflicted conflicting conflicts confluence conform conformed conforming conformity conforms
confound confounded confounding confounds confront confrontation confrontational confrontations confronted
confronting confronts confucian confuse confused confuses confusing confusion conga congealed congenial congenital
congested congestion congestive conglomerate conglomerates congolese congrats congratulate congratulated
congratulates congratulating congratulation congratulations congratulatory congregate congregated congregating
congregation congress congressional congressman congressmen congresswoman congruent conical conjecture conjoined
conjugal conjugate conjunction conjure conjured conjurer conjures conjuring conked conman connect connected
connecticut connecting connection connections connective connectivity connector connects conned connie conning
conniving connoisseur connoisseurs connors connotation conquer conquered conquering conqueror conquerors conquers
conquest conquests conquistadors conrad conscience consciences conscientious conscientiously conscious consciously
consciousness conscript conscripted conscription conscripts consecrate consecrated consecutive consensual consensus
consent consented consenting consequence consequences consequently conservation conservative conservatively
conservatives conservatory conserve conserving consider considerable considerably considerate consideration
considerations considered considering considers consign consigned consignment consist consisted consistency
consistent consistently consisting consists consolation console consoled consoles consolidate consolidated
consolidating consolidation consoling consonant consonants consort consorted consorting consortium consorts
conspicuous conspicuously conspiracies conspiracy conspirator conspirators conspire conspired conspires conspiring
constable constables constabulary constance constancy constant constantine constantly constants constellation
constellations consternation constipated constipation constituency constituent constituents constitute constituted
constitutes constitution constitutional constitutionally constrain constrained constraint constraints constricted
constricting constriction constrictor construct constructed constructing construction constructions constructive
constructor constructs construe construed consul consular consulate consult consultancy consultant consultants
consultation consultations consulted consulting consults consume consumed consumer consumerism consumers consumes
consuming consummate consummated consummation consumption contact contacted contacting contacts contagion contagious
contain contained container containers containing containment contains contaminant contaminants contaminate
contaminated contaminating contamination contemplate contemplated contemplates contemplating contemplation
contemplative contemporaries contemporary contempt contemptible contemptuous contend contender contenders contending
contends content contented contention contentious contentment contents contest contestant contestants contested
contesting contests context continent continental continents contingencies contingency contingent continual
continually continuance continuation continue continued continues continuing continuity continuous continuously
continuum contorted contour contours contra contraband contraception contraceptive contract contracted contracting
contraction contractions contractor contractors contracts contractual contractually contradict contradicted
contradicting contradiction contradictions contradictory contradicts contraption contraptions contrary contras
contrast contrasting contrasts contravention contribute contributed contributes contributing contribution
contributions contributor contributors contrite contrition contrive contrived control controllable controlled
controller controllers controlling controls controversial controversy contusion contusions conundrum convalescent
convalescing convection convene convened convenes convenience conveniences convenient conveniently convening convent
convention conventional conventionally conventions convents converge converged convergence converging conversant
conversation conversational conversations converse conversed conversing conversion convert converted converter
converters convertible converting converts convey conveyance conveyed conveying conveyor conveys convict convicted
convicting conviction convictions convicts convince convinced convinces convincing convincingly convivial convoluted
convoy convoys convulsing convulsions cooing cookbook cookbooks cooked cooker cookery cookie cookies cooking cookout
cooks coolant cooled cooler coolers coolest coolie cooling coolly coolness cools coons cooped cooper cooperate
cooperated cooperates cooperating cooperation cooperative coopers coordinate coordinated coordinates coordinating
coordination coordinator cootie cooties coped copenhagen copied copier copies copilot coping copious copped copper
coppers copping copter copulate copulation copycat copycats copying copyright copyrighted coral corals cordial
cordially cordless cordon cordoned cords corduroy cores corey coriander corinne corinthian corinthians corked corks
corkscrew corleone cormorant cornball cornbread corncob cornea corneal corneas corned corner cornered cornering
corners cornerstone cornfield cornflakes cornflower corning cornish cornmeal corns cornucopia cornwall corny corona
coronal coronary coronation coroner coroners corporal corporals corporate corporation corporations corporeal corps
corpse corpses corpsman corpus corpuscles corral corralled correct corrected correcting correction correctional
corrections corrective correctly correctness corrects correlate correlated correlates correlation correspond
corresponded correspondence correspondent correspondents corresponding corresponds corridor corridors corroborate
corroborated corroborates corroborating corroboration corroborative corrode corroded corrodes corrosion corrosive
corrugated corrupt corrupted corruptible corrupting corruption corrupts corsage corset corsets corsican cortex
cortical cortisol cortisone corvette cosign cosigned cosmetic cosmetics cosmetology cosmic cosmological cosmologists
cosmology cosmonaut cosmonauts cosmopolitan cosmos cossacks costa costar costed costing costly costs costume
costumed costumes cotillion cotta cottage cottages cotton cottonwood couch couches cougar cougars cough coughed
coughing coughs could couldst council councillor councillors councilman councilmen councilor councilors councils
councilwoman counsel counseled counseling counsellor counsellors counselor counselors counsels count countdown
counted countenance counter counteract counteracts counterattack counterbalance counterclockwise countered
counterfeit counterfeiter counterfeiters counterfeiting counterfeits countering counterintelligence counterintuitive
countermand countermanded countermanding countermeasure countermeasures counterpart counterparts counterpoint
counterproductive counters counterweight countess counties counting countless countries country countryman
countrymen countryside counts county coupe couple coupled couples couplet coupling couplings coupon coupons coups
courage courageous courageously courier couriers course courses coursing court courted courteous courtesan
courtesans courtesies courtesy courthouse courtier courtiers courting courtly courtney courtroom courtrooms courts
courtship courtyard couscous cousin cousins couture coven covenant covens cover coverage coveralls covered covering
covers covert covertly covet coveted coveting covets coward cowardice cowardly cowards cowboy cowboys cowed cower
cowered cowering cowgirl cowhand coworker coworkers cowpoke coyote coyotes crabbing crabby crabs crack crackdown
cracked cracker crackerjack crackers crackhead crackheads cracking crackle crackles crackling crackpot crackpots
cracks cradle cradled cradles cradling craft crafted crafting crafts craftsman craftsmanship craftsmen crafty craggy
craig crammed cramming cramp cramped cramping cramps cranberries cranberry crane cranes cranial craniotomy cranium
crank cranked cranking cranks cranky crannies cranny crapped crapper crapping crappy craps crash crashed crashes
crashing crass crate crated crater craters crates crave craved craven craves craving cravings crawfish crawl crawled
crawler crawlers crawling crawls crawlspace crayfish crayon crayons craze crazed crazier crazies craziest crazily
craziness crazy creak creaking creaks creaky cream creamed creamer creaming creams creamy crease creased creases
create created creates creating creatinine creation creations creative creatively creativity creator creators
creature creatures credence credentials credibility credible credit credited creditor creditors credits credo
credulous creed creeds creek creeks creep creeper creepers creepier creepiest creeping creeps creepy cremate
cremated cremating cremation crematorium creme creole crepe crepes crept crescendo crescent crest crested crests
cretaceous cretin cretinous cretins crevasse crevice crevices crewed crewman crewmen crews cribbage cribbing cribs
crick cricket cricketer crickets cried crier cries crime crimes criminal criminality criminally criminals
criminology crimp crimson cringe cringing crinkle cripple crippled cripples crippling crises crisis crisp crisps
crispy crisscross crisscrossed crisscrossing cristina criteria criterion critic critical critically criticism
criticisms criticize criticized criticizes criticizing critics critique critiques critter critters croak croaked
croaking croaks croatian crochet crock crockery crocodile crocodiles croissant croissants crone cronies crook
crooked crooks croon crooning cropped cropping crops croquet croquettes crore crores cross crossbones crossbow
crosscheck crossed crosses crossfire crossing crossings crossover crossroad crossroads crosstown crosswalk crossword
crosswords crotch crotchety crouch crouched crouching croupier crowbar crowd crowded crowding crowds crowing crown
crowned crowning crowns crows crucial crucially crucible crucified crucifix crucifixes crucifixion crucify
crucifying cruddy crude crudely cruel crueler cruelest cruellest cruelly cruelties cruelty cruise cruised cruiser
cruisers cruises cruising crumb crumble crumbled crumbles crumbling crumbly crumbs crummy crumpet crumpets crumple
crumpled crunch crunched crunches crunching crunchy crusade crusader crusaders crusades crusading crush crushed
crusher crushes crushing crust crustacean crustaceans crusted crusts crusty crutch crutches crybaby crying cryogenic
cryogenically cryogenics cryonics crypt cryptic cryptographic cryptography crypts crystal crystalline crystallize
crystallized crystals cuban cubans cubby cubed cubes cubic cubicle cubicles cubits cuckold cuckolded cuckoo cucumber
cucumbers cuddle cuddled cuddles cuddling cuddly cueing cuffed cuffing cufflink cufflinks cuffs cuisine culinary
culled culling culminate culminated culminates culminating culmination culpa culpability culpable culprit culprits
cultivate cultivated cultivating cultivation cults cultural culturally culture cultured cultures culvert cumbersome
cumin cummings cumulative cuneiform cunnilingus cunning cunningly cunts cupboard cupboards cupcake cupcakes cupid
cuppa cupped cupping curable curate curated curative curator curbing curdle curdled curds cured cures curfew curfews
curia curing curio curiosities curiosity curious curiously curled curlers curling curls curly currant currencies
currency current currently currents curriculum curried curry curse cursed curses cursing cursive cursory curtail
curtailed curtain curtains curtis curtsy curvature curve curved curves curving curvy cushion cushioned cushions
cushy cussed cussing custard custodial custodian custodians custody custom customary customer customers customize
customized customs cutback cutbacks cuteness cuter cutest cutesy cuticle cutie cuties cutlass cutlery cutlet cutlets
cutoff cutout cutter cutters cutthroat cutthroats cutting cuttings cuttlefish cyanide cybernetic cybernetics
cyberspace cyborg cyborgs cycle cycled cycles cyclic cyclical cycling cyclist cyclists cyclone cyclops cylinder
cylinders cylindrical cymbal cymbals cynic cynical cynicism cynics cynthia cypress cyrus cystic cysts czech
czechoslovakian dabble dabbled dabbles dabbling dachshund dacoit daddies daddy daffodil daffodils daffy dagger
daggers dahlia dailies daily daimyo dainty daiquiri daiquiris dairy daisies daisy dakota dallas dalliance dally
dalmatian damage damaged damages damaging damask dames damian damien dammed dammit damnable damnation damndest
damned damnedest damning damns damon dampen dampened dampeners dampening dampens damper dampers damping dampness
damsel damsels dance danced dancer dancers dances dancing dandelion dandelions dander dandruff dandy danes danged
danger dangerous dangerously dangers dangle dangled dangles dangling daniel danielle daniels danish danny dante
daphne dapper dappled darcy dared daredevil dares daresay daring darken darkened darkening darkens darker darkest
darkie darkies darkly darkness darkroom darling darlings darned darnedest darning darren darryl darted darth darting
darts darwinian dashboard dashed dashes dashing dastardly database databases dated dateless dates dating daughter
daughters daunting dauntless dauphin david davies davis dawdle dawdling dawned dawning dawns dawson daybreak daycare
daydream daydreaming daydreams daylight daylights daytime dazed dazzle dazzled dazzles dazzling deacon deacons
deactivate deactivated deactivating deactivation deadbeat deadbeats deaden deader deadlier deadliest deadline
deadlines deadlock deadlocked deadly deafen deafening deafness dealer dealers dealership dealerships dealing
dealings deals dealt deans dearer dearest dearie dearly dears dearth death deathbed deathless deathly deaths debacle
debase debased debatable debate debated debates debating debauched debauchery debbie debilitating debit debonair
debra debrief debriefed debriefing debris debtor debtors debts debug debunk debut debuted debuting decade decadence
decadent decades decaf decaffeinated decanter decapitate decapitated decapitating decapitation decathlon decay
decayed decaying decays deceased decedent deceit deceitful deceive deceived deceives deceiving deceleration december
decency decent decently deception deceptive deceptively decibel decibels decide decided decidedly decides deciding
deciduous decimal decimate decimated decimating decimation decipher deciphered deciphering decision decisions
decisive decisively decked decker deckhand decks declaration declarations declare declared declares declaring
declassified decline declined declines declining decode decoded decoder decoding decommission decommissioned
decommissioning decompose decomposed decomposing decomposition decompress decompression deconstruct deconstructed
deconstructing decontamination decor decorate decorated decorates decorating decoration decorations decorative
decorator decorators decorum decoy decoys decrease decreased decreases decreasing decree decreed decrees decrepit
decrypt decrypted decrypting decryption dedicate dedicated dedicates dedicating dedication deduce deduced deduct
deducted deductible deducting deduction deductions deductive deeds deejay deemed deems deepen deepened deepening
deepens deeper deepest deeply deface defaced defacing defamation defame defamed defaming default defaulted
defaulting defaults defeat defeated defeating defeatist defeats defecate defecated defecating defect defected
defecting defection defective defector defectors defects defend defendant defendants defended defender defenders
defending defends defense defenseless defenses defensible defensive defer deference deferred deferring defiance
defiant defiantly defibrillator deficiencies deficiency deficient deficit deficits defied defies defile defiled
defiles defiling define defined defines defining definite definitely definition definitions definitive definitively
deflate deflated deflect deflected deflecting deflection deflector deflectors deflects deflower deflowered
deforestation deform deformation deformed deformities deformity defraud defrauded defrauding defrocked defrost
defrosted defrosting deftly defunct defuse defused defusing defying degenerate degenerated degenerates degeneration
degenerative degradation degrade degraded degrades degrading degree degrees dehydrate dehydrated dehydration deign
deigned deigns deities deity dejected delay delayed delaying delays delectable delegate delegated delegates
delegation delegations delete deleted deletes deleting deletion delhi deliberate deliberated deliberately
deliberating deliberation deliberations delicacies delicacy delicate delicately delicatessen delicious deliciously
delight delighted delightful delightfully delighting delights delinquency delinquent delinquents delirious
deliriously delirium deliver deliverance delivered deliverer deliveries delivering delivers delivery della delores
delousing delta delude deluded deluding deluge delusion delusional delusions deluxe delve delved delving demand
demanded demanding demands demarcation demean demeaning demeanor demented dementia demerit demerits demigod
demilitarized demise democracies democracy democrat democratic democratically democrats demographic demographics
demolish demolished demolishing demolition demolitions demon demonic demonize demonizing demons demonstrate
demonstrated demonstrates demonstrating demonstration demonstrations demonstrators demoralize demoralized
demoralizing demos demote demoted demoting demotion demure dengue deniability denial denials denied denies denigrate
denim denise denizens dennis denny denomination denominations denominator denote denotes denounce denounced
denounces denouncing dense densely denser densest density dental dented dentist dentistry dentists dents denture
dentures denunciation denver denying deodorant depart departed departing department departmental departments departs
departure departures depend dependable dependant depended dependence dependency dependent dependents depending
depends depict depicted depicting depiction depictions depicts deplete depleted depleting depletion deplorable
deplore deploy deployed deploying deployment deployments deploys deport deportation deportations deported deporting
depose deposed deposing deposit deposited depositing deposition depositions depositors depository deposits depot
depots depraved depravity depreciation depress depressed depresses depressing depressingly depression depressions
depressive deprivation deprive deprived deprives depriving depth depths deputation deputies deputize deputized
deputy derail derailed derailing deranged derangement derby deregulation derek derelict dereliction deride derision
derivation derivative derivatives derive derived derives dermal dermatologist dermis derogatory derrick dervish
descartes descend descendant descendants descended descendent descendents descending descends descent describe
described describes describing description descriptions descriptive desecrate desecrated desecrating desecration
desensitized desert deserted deserter deserters deserting desertion deserts deserve deserved deservedly deserves
deserving desiccated design designate designated designating designation designed designer designers designing
designs desirable desire desired desires desiring desirous desist desks desktop desmond desolate desolation despair
despaired despairing despatch desperado desperate desperately desperation despicable despise despised despises
despising despite despondent despot dessert desserts destabilization destabilize destabilized destabilizing
destination destinations destined destinies destiny destitute destroy destroyed destroyer destroyers destroying
destroys destruct destruction destructive detach detachable detached detaching detachment detachments detail
detailed detailing details detain detained detainee detainees detaining detainment detect detectable detected
detecting detection detective detectives detector detectors detects detention deter detergent deteriorate
deteriorated deteriorating deterioration determination determine determined determines determining deterred
deterrent detest detestable detested detests dethrone dethroned detonate detonated detonates detonating detonation
detonator detonators detour detours detox detract detractors detriment detrimental detritus detroit deuce deuces
deuterium devalue devalued devastate devastated devastates devastating devastatingly devastation develop developed
developer developers developing development developmental developmentally developments develops deviant deviants
deviate deviated deviates deviating deviation deviations device devices devil deviled devilish devilishly devils
devious devise devised devising devoid devolve devolved devon devote devoted devotee devotees devotes devoting
devotion devotional devour devoured devouring devours devout devoutly dewdrops dewey dexter dexterity dharma
diabetes diabetic diabetics diabolic diabolical diadem diagnose diagnosed diagnoses diagnosing diagnosis diagnostic
diagnostics diagonal diagonally diagram diagrams dialect dialectic dialects dialed dialing dialog dialogue dialogues
dials dialysis diameter diametrically diamond diamonds diana diane diaper diapers diaphragm diaries diarrhea
diarrhoea diary diatribe diazepam diced dicey dichotomy dicing dickens dickensian dickhead dickheads dickie dicks
dicky dictate dictated dictates dictating dictation dictator dictatorial dictators dictatorship diction dictionary
diddle diddled diddling diddly didst diego diehard diesel diesels dietary dieting diets differ differed difference
differences different differential differentiate differentiates differently differing differs difficult difficulties
difficulty diffuse diffused diffusing diffusion digest digested digesting digestion digestive digged digger diggers
digging digit digital digitally digitize digitized digits dignified dignify dignitaries dignitary dignity
dilapidated dilate dilated dilation dildo dildos dilemma dilemmas dilettante diligence diligent diligently dillon
dilly dilute diluted diluting dimension dimensional dimensions dimes diminish diminished diminishes diminishing
diminutive dimly dimmed dimmer dimming dimple dimpled dimples dimwit dimwitted dinar dinars dined diner diners dines
dinged dinghy dinging dingle dingo dings dingus dingy dining dinka dinky dinner dinners dinnertime dinning dinosaur
dinosaurs diocese diorama dioxide diphtheria diploma diplomacy diplomas diplomat diplomatic diplomats dipped dipper
dipping dippy dipstick direct directed directing direction directional directionality directions directive
directives directly director directorate directors directory directs dirigible dirtied dirtier dirtiest dirty
dirtying disabilities disability disable disabled disables disabling disabuse disadvantage disadvantaged
disadvantages disaffected disagree disagreeable disagreed disagreeing disagreement disagreements disagrees disappear
disappearance disappearances disappeared disappearing disappears disappoint disappointed disappointing
disappointment disappointments disappoints disapproval disapprove disapproved disapproves disapproving disarm
disarmament disarmed disarming disarms disarray disassemble disassembled disassociate disaster disasters disastrous
disavow disavowed disband disbanded disbanding disbarred disbelief disbelieve disbursement discard discarded
discarding discern discerned discernible discerning discharge discharged discharges discharging disciple disciples
disciplinary discipline disciplined disciplines disciplining disclaimer disclose disclosed disclosing disclosure
disclosures disco discoloration discolored discomfort disconcerting disconnect disconnected disconnecting
disconnects discontent discontented discontinue discontinued discord discordant discos discotheque discount
discounted discounting discounts discourage discouraged discourages discouraging discourse discourteous discover
discovered discoverer discoveries discovering discovers discovery discredit discredited discrediting discreet
discreetly discrepancies discrepancy discrete discretion discretionary discriminate discriminated discriminating
discrimination discriminatory discs discus discuss discussed discusses discussing discussion discussions disdain
disdained disease diseased diseases disembark disembarked disembarking disembodied disembowel disemboweled
disenchanted disenfranchised disengage disengaged disengages disengaging disfigure disfigured disfigurement
disfiguring disgrace disgraced disgraceful disgraces disgracing disgruntled disguise disguised disguises disguising
disgust disgusted disgusting disgustingly disgusts disheartened disheartening dished dishes disheveled dishing
dishonest dishonesty dishonor dishonorable dishonorably dishonored dishonoring dishonors dishwasher disillusion
disillusioned disinclined disinfect disinfectant disinfected disinfecting disinformation disingenuous disinherit
disinherited disintegrate disintegrated disintegrates disintegrating disintegration disintegrator disinterested
disks dislike disliked dislikes disliking dislocate dislocated dislocation dislodge dislodged disloyal disloyalty
dismal dismantle dismantled dismantling dismay dismayed dismember dismembered dismembering dismemberment dismiss
dismissal dismissed dismisses dismissing dismissive dismount disney disobedience disobedient disobey disobeyed
disobeying disobeys disorder disordered disorderly disorders disorganized disorient disorientation disoriented
disorienting disown disowned disparage disparaging disparate disparity dispassionate dispatch dispatched dispatcher
dispatches dispatching dispel dispelled dispensary dispensation dispense dispensed dispenser dispensers dispenses
dispensing dispersal disperse dispersed disperses dispersing dispersion displace displaced displacement displacing
display displayed displaying displays displease displeased displeases displeasing displeasure disposable disposal
dispose disposed disposes disposing disposition dispositions dispossessed disproportionate disproportionately
disprove disproved dispute disputed disputes disputing disqualification disqualified disqualifies disqualify
disquieting disregard disregarded disregarding disregards disreputable disrespect disrespected disrespectful
disrespectfully disrespecting disrespects disrobe disrupt disrupted disrupter disrupting disruption disruptions
disruptive disruptor disrupts dissatisfaction dissatisfied dissect dissected dissecting dissection dissed dissemble
disseminate disseminated disseminating dissemination dissension dissent dissenters dissenting dissertation
disservice dissident dissidents dissimilar dissing dissipate dissipated dissipates dissipation dissociative
dissolute dissolution dissolve dissolved dissolves dissolving dissuade dissuaded distal distance distanced distances
distancing distant distantly distaste distasteful distended distill distillation distilled distillery distilling
distinct distinction distinctions distinctive distinctly distinguish distinguished distinguishes distinguishing
distort distorted distorting distortion distortions distorts distract distracted distracting distraction
distractions distracts distraught distress distressed distresses distressing distribute distributed distributes
distributing distribution distributor distributors district districts distrust distrusted distrustful disturb
disturbance disturbances disturbed disturbing disturbingly disturbs disused ditch ditched ditches ditching ditto
ditty divas dived diver diverge diverged divergent divers diverse diversified diversify diversion diversionary
diversions diversity divert diverted diverting diverts dives divest divide divided dividend dividends divider
divides dividing divination divine divinely diving divining divinity divisible division divisional divisions
divisive divorce divorced divorces divorcing divulge divulged divulging divvy divvying dixie dixon dizziness dizzy
dizzying djinn doable docent docile docked dockers docket docking docks doctor doctoral doctorate doctored doctoring
doctors doctrine doctrines document documentaries documentary documentation documented documenting documents
doddering dodge dodged dodger dodgers dodges dodging dodgy dogfight dogged doggie doggies dogging doggone doggy
doghouse dogies dogma dogmatic doing doings dolce doldrums doled doling dollar dollars dolled dollhouse dollies
dollop dolls dolly dolores dolphin dolphins domain domains domed domes domestic domesticate domesticated domestics
domicile dominance dominant dominate dominated dominates dominating domination dominatrix domineering dominic
dominican dominicans dominion domino dominoes dominos dominus donald donate donated donates donating donation
donations dongs donkey donkeys donna donned donnie donning donny donor donors donovan donut donuts doodle doodles
doodling doohickey doomed doomsday doorbell doorbells doorknob doorknobs doorman doormat doormen doors doorstep
doorway doorways doozy dopamine doped doper dopes dopey doping dorian doris dorks dorky dormant dormitories
dormitory dorms dorothy dorsal dosage dosed doses dosing dossier dossiers doted dotes doting dotted dotting dotty
double doubled doubles doublet doubling doubloons doubly doubt doubted doubters doubtful doubting doubtless doubts
douche douches dough doughnut doughnuts doughy douglas douse doused dousing doves dowager dowdy downcast downed
downer downers downfall downgrade downgraded downhill downing download downloaded downloading downloads downplay
downpour downright downriver downs downside downsize downsized downsizing downstairs downstream downtime downtown
downtrodden downturn downward downwards downwind downy dowry dowsing doyle dozed dozen dozens dozing draconian
dracula draft drafted drafting drafts drafty dragged dragging dragnet dragon dragonflies dragonfly dragons dragoons
drags drain drainage drained draining drainpipe drains drake drama dramas dramatic dramatically dramatics dramatize
drank drape draped drapes draping drastic drastically drawback drawbacks drawbridge drawer drawers drawing drawings
drawn draws dread dreaded dreadful dreadfully dreading dreadlocks dreads dream dreamboat dreamed dreamer dreamers
dreaming dreamland dreamless dreamlike dreams dreamy dreary dredge dredged dredging dregs dreidel drench drenched
drenching dress dressed dresser dresses dressing dressings dressmaker dressy dribble dribbled dribbles dribbling
dried drier dries driest drift drifted drifter drifters drifting drifts driftwood drill drilled drilling drills
drink drinkable drinker drinkers drinking drinks dripped dripping drippy drips drive drivel driven driver drivers
drives driveway driving drizzle drizzled drizzling drogue droll drone drones droning drool drooled drooling drools
droop drooping droopy droplet droplets dropout dropouts dropped dropping droppings drops drought droughts drove
droves drown drowned drowning drowns drowsy drudge drudgery drugged druggie druggies drugging druggist drugs
drugstore drugstores druid druids drumbeat drummed drummer drummers drumming drums drumstick drumsticks drunk
drunkard drunkards drunken drunkenly drunkenness drunker drunks dryer dryers drying dryness drywall duality duane
dubbed dubbing dubious ducats duchess ducked ducking duckling ducklings ducks ducky ducts dudes dueling duelling
duels duets duffel duffer dugout dukedom dukes dulcet dulled duller dulles dullest dullness dulls dumbbell dumber
dumbest dumbfounded dumbledore dumbo dumbwaiter dummies dummy dumped dumping dumpling dumplings dumps dumpster
dumpsters dumpy duncan dunce dunes dungeon dungeons dunked dunking dunks dunno duped duper duplex duplicate
duplicated duplicates duplicating duplication duplicitous duplicity durability durable duration duress durian during
durst dusky dustbin dusted duster dusters dusting dustpan dusts dusty dutch duties dutiful dutifully duvet dwarf
dwarfed dwarfs dwarves dweeb dwell dwelled dweller dwellers dwelling dwellings dwells dwelt dwight dwindle dwindled
dwindling dyeing dying dykes dylan dynamic dynamics dynamite dynamited dynamo dynastic dynasties dynasty dysentery
dysfunction dysfunctional dyslexia dyslexic eager eagerly eagerness eagle eagles eardrum eardrums earful earlier
earliest earlobe earlobes earls early earmarked earmarks earned earner earnest earnestly earning earnings earns
earphones earpiece earplugs earring earrings earshot earth earthbound earthen earthling earthlings earthly
earthquake earthquakes earths earthworm earthworms earthy eased easel eases easier easiest easily easing eastbound
easter easterly eastern eastward easygoing eaten eater eaters eatery eating eaves eavesdrop eavesdropped
eavesdropping ebbing ebony eccentric eccentricities eccentricity ecclesiastical echelon echelons echoed echoes
echoing echolocation eclectic eclipse eclipsed eclipses ecological ecology economic economical economically
economics economies economist economists economy ecosystem ecosystems ecstasy ecstatic ectopic ectoplasm ectoplasmic
ecuadorian ecumenical eczema eddie eddies edelweiss edema edgar edged edges edging edible edict edifice edifying
edison edited edith editing edition editions editor editorial editorials editors edits edmond edmund eduardo educate
educated educating education educational educator educators edward edwardian edwards edwin eerie eerily effect
effected effecting effective effectively effectiveness effects effeminate effervescent efficacious efficacy
efficiency efficient efficiently effigy effing effort effortless effortlessly efforts effrontery effusion
egalitarian egged egghead eggheads egging eggnog eggplant eggshell eggshells egocentric egomaniac egotistical
egregious egress egypt egyptian egyptians eidetic eiffel eight eighteen eighteenth eighth eighties eights eighty
eileen einstein eisenhower either ejaculate ejaculated ejaculation eject ejected ejecting ejection ejector elaborate
elaborated elaborately elaine elapsed elastic elasticity elated elation elbow elbowed elbows elder elderberry
elderly elders eldest eleanor elect elected electing election elections elective electoral electorate electors
electric electrical electrically electrician electricians electricity electrics electrified electrify electrifying
electro electrochemical electrocute electrocuted electrocuting electrocution electrode electrodes electrolyte
electrolytes electromagnetic electromagnetism electron electronic electronically electronics electrons electroshock
electrostatic elects elegance elegant elegantly element elemental elementary elements elena elephant elephants
elevate elevated elevates elevating elevation elevator elevators eleven eleventh elfin elias elicit eligibility
eligible elijah eliminate eliminated eliminates eliminating elimination eliot elise elite elites elitist elixir
eliza elizabeth ellen ellie elliot elliott elliptic elliptical ellis elocution eloise elongate elongated elope
eloped eloping eloquence eloquent eloquently elsewhere elton elude eluded eludes eluding elusive elves elvis elvish
elysian emaciated email emailed emailing emails emanate emanated emanates emanating emancipate emancipated
emancipation emasculate emasculated emasculating embalm embalmed embalming embankment embargo embark embarkation
embarked embarking embarks embarrass embarrassed embarrasses embarrassing embarrassingly embarrassment embassies
embassy embattled embed embedded embedding embellish embellished ember embers embezzle embezzled embezzlement
embezzling embittered emblazoned emblem emblematic emblems embodied embodies embodiment embody emboldened embolism
embossed embrace embraced embraces embracing embroider embroidered embroidery embroiled embryo embryonic embryos
emcee emerald emeralds emerge emerged emergence emergencies emergency emergent emerges emerging emerson emery
emigrants emigrate emigrated emigrating emigration emile emilio emily eminence eminent eminently emissaries emissary
emission emissions emits emitted emitter emitters emitting emmett emotion emotional emotionally emotionless emotions
emotive empathetic empathic empathize empathy emperor emperors emphasis emphasize emphasized emphasizes emphasizing
emphatic emphatically emphysema empire empires empirical empirically emplacements employ employed employee employees
employer employers employing employment employs emporium empower empowered empowering empowerment empowers empress
emptied emptier empties emptiness empty emptying emulate emulating emulsion enable enabled enables enabling enact
enacted enacting enamel enamored encamped encampment encapsulated encased encasing encephalitis enchant enchanted
enchanting enchantment enchantress enchants enchilada enchiladas encircle encircled encircles encircling enclave
enclose enclosed encloses enclosing enclosure encode encoded encoding encompass encompassed encompasses encompassing
encore encounter encountered encountering encounters encourage encouraged encouragement encourages encouraging
encroach encroaching encrusted encrypt encrypted encryption encumbered encyclopaedia encyclopedia endanger
endangered endangering endangerment endangers endear endeared endearing endeavor endeavored endeavoring endeavors
ended endemic endgame ending endings endive endless endlessly endocrine endorphin endorphins endorse endorsed
endorsement endorsements endorses endorsing endoscopic endoscopy endow endowed endowment endurance endure endured
endures enduring enema enemies enemy energetic energies energize energized energizing energy enfold enforce enforced
enforcement enforcer enforcers enforces enforcing engage engaged engagement engagements engages engaging engender
engendered engine engineer engineered engineering engineers engines england english englishman englishmen engorged
engrave engraved engraving engravings engrossed engrossing engulf engulfed engulfing engulfs enhance enhanced
enhancement enhancements enhancers enhances enhancing enigma enigmatic enjoined enjoy enjoyable enjoyed enjoying
enjoyment enjoys enlarge enlarged enlargement enlarging enlighten enlightened enlightening enlightenment enlist
enlisted enlisting enlistment enlists enmity ennoble enormity enormous enormously enough enquire enquired enquiries
enquiring enquiry enrage enraged enrich enriched enriches enriching enrichment enrique enrol enroll enrolled
enrolling enrollment ensconced ensemble enshrined ensign enslave enslaved enslavement enslaves enslaving ensnare
ensnared ensue ensued ensuing ensure ensured ensures ensuring entail entailed entails entangle entangled
entanglement entanglements enter entered entering enterprise enterprises enterprising enters entertain entertained
entertainer entertainers entertaining entertainment entertainments entertains enthralled enthralling enthroned
enthused enthusiasm enthusiast enthusiastic enthusiastically enthusiasts entice enticed enticing entire entirely
entirety entities entitle entitled entitlement entitles entity entombed entomologist entourage entrails entrance
entranced entrances entrap entrapment entrapped entreat entrenched entrepreneur entrepreneurial entrepreneurs
entries entropy entrust entrusted entrusting entrusts entry entwine entwined enunciate envelop envelope enveloped
envelopes enveloping envelops enviable envied envies envious environment environmental environmentalist
environmentalists environmentally environments envisage envisaged envision envisioned envisioning envoy envoys
envying enzyme enzymes ephedrine ephemeral epicenter epidemic epidemics epidermal epidermis epidural epilepsy
epileptic epilogue epinephrine epiphany episode episodes epitaph epithelial epitome epoch epoxy epsilon equal
equaled equality equalize equally equals equate equated equates equating equation equations equator equatorial
equestrian equilibrium equine equinox equip equipment equipped equitable equity equivalency equivalent eradicate
eradicated eradicating eradication erase erased eraser erasers erases erasing erect erected erectile erecting
erection erections ergonomic erica erika ermine ernest ernesto ernie erode eroded erodes eroding erogenous erosion
erotic erotica eroticism errand errands errant erratic erratically erred erring errol erroneous erroneously error
errors erstwhile erudite erupt erupted erupting eruption eruptions erupts escalade escalate escalated escalates
escalating escalation escalator escalators escapade escapades escape escaped escapee escapees escapes escaping
escapist escort escorted escorting escorts escrow eskimo esophageal esophagus esoteric especial especially espionage
espresso espressos esprit esquire essay essays essence essences essential essentially essentials essex establish
established establishes establishing establishment establishments estate estates esteban esteem esteemed estes
esther estimable estimate estimated estimates estimating estimation estonian estranged estrangement estrogen estuary
etched etching etchings eternal eternally eternity ethan ethanol ethel ether ethereal ethic ethical ethically ethics
ethiopian ethiopians ethnic ethnically ethnicity ethos ethyl ethylene etiquette etruscan etymology eucalyptus eugene
eugenics eulogy eunuch eunuchs euphemism euphemisms euphoria euphoric eurasian eureka europe european europeans
euros euthanasia euthanize evacuate evacuated evacuating evacuation evacuations evacuees evade evaded evades evading
evaluate evaluated evaluating evaluation evaluations evangelical evangelist evans evaporate evaporated evaporates
evaporating evaporation evasion evasive evelyn evened evening evenings evenly evens event eventful events eventual
eventuality eventually everest everglades evergreen everlasting evermore every everybody everyday everyman everyone
everyplace everything everywhere evian evict evicted evicting eviction evidence evidenced evidences evident
evidentiary evidently evildoers evilly evils eviscerate eviscerated evocative evoke evoked evokes evoking evolution
evolutionary evolve evolved evolves evolving ewing exacerbate exacerbated exacerbates exact exacted exacting exactly
exaggerate exaggerated exaggerates exaggerating exaggeration exalt exalted examination examinations examine examined
examiner examiners examines examining example examples exams exasperated exasperating excavate excavated excavating
excavation excavations excavator exceed exceeded exceeding exceedingly exceeds excel excelled excellence
excellencies excellency excellent excellently excelling excels excelsior except excepting exception exceptional
exceptionally exceptions excerpt excerpts excess excesses excessive excessively exchange exchanged exchanges
exchanging excise excised excitable excite excited excitedly excitement excites exciting exclaim exclaiming exclaims
exclamation exclude excluded excludes excluding exclusion exclusive exclusively exclusivity excommunicate
excommunicated excommunication excrement excrete excreted excruciating excruciatingly exculpatory excursion
excursions excuse excused excuses excusing execs execute executed executes executing execution executioner
executioners executions executive executives executor exemplar exemplary exemplified exemplifies exemplify exempt
exempted exemption exercise exercised exercises exercising exert exerted exerting exertion exerts exfoliating exhale
exhales exhaling exhaust exhausted exhausting exhaustion exhaustive exhausts exhibit exhibited exhibiting exhibition
exhibitionist exhibitions exhibits exhilarated exhilarating exhilaration exhort exhumation exhume exhumed exhuming
exigent exile exiled exiles exist existed existence existential existing exists exited exiting exits exodus
exonerate exonerated exonerates exonerating exorbitant exorcise exorcised exorcising exorcism exorcisms exorcist
exoskeleton exotic expand expanded expanding expands expanse expanses expansion expansive expat expatriate expect
expectancy expectant expectation expectations expected expecting expects expedient expedite expedited expediting
expedition expeditionary expeditions expel expelled expelling expels expend expendable expended expending
expenditure expenditures expense expenses expensive experience experienced experiences experiencing experiment
experimental experimentation experimented experimenting experiments expert expertise expertly experts expiate
expiration expire expired expires expiring expiry explain explained explaining explains explanation explanations
explicit explicitly explode exploded explodes exploding exploit exploitation exploitative exploited exploiting
exploits exploration explorations exploratory explore explored explorer explorers explores exploring explosion
explosions explosive explosives exponent exponential exponentially export exported exporting exports expose exposed
exposes exposing exposition exposure expound express expressed expresses expressing expression expressions
expressive expressly expressway expulsion expunge expunged exquisite exquisitely extend extended extending extends
extension extensions extensive extensively extent extenuating exterior exterminate exterminated exterminating
extermination exterminator exterminators external externally extinct extinction extinctions extinguish extinguished
extinguisher extinguishers extinguishing extolling extort extorted extorting extortion extra extract extracted
extracting extraction extractor extracts extracurricular extradite extradited extradition extramarital extraneous
extraordinaire extraordinarily extraordinary extrapolate extrapolated extrapolating extras extrasensory
extraterrestrial extraterrestrials extravagance extravagant extravaganza extreme extremely extremes extremism
extremist extremists extremities extremity extricate exuberance exuberant exude exudes eyeball eyeballed eyeballing
eyeballs eyebrow eyebrows eyeful eyeglasses eyeing eyelash eyelashes eyelid eyelids eyeliner eyesight eyesore
eyewitness eyewitnesses fabian fable fabled fables fabric fabricate fabricated fabricating fabrication fabrics
fabulous fabulously facade facebook faced facedown faceless faces facet facets facial facials facile facilitate
facilitated facilitates facilitating facilitator facilities facility facing facsimile faction factions factor
factored factories factoring factors factory facts factual factually faculties faculty faded fades fading faeces
faerie faggot faggots failed failing failings fails failure failures faint fainted fainter faintest fainting faintly
faints fairer fairest fairground fairgrounds fairies fairly fairness fairs fairway fairy fairyland fairytale
fairytales faith faithful faithfully faithfulness faithless faiths faked faker fakes faking falafel falcon falcons
fallacy fallback fallen falling fallopian fallout fallow falls false falsehood falsehoods falsely falsetto falsified
falsify falsifying falter faltering famed familial familiar familiarity familiarize families family famine famished
famous famously fanatic fanatical fanaticism fanatics fancied fancier fancies fanciest fanciful fancy fancying
fandango fanfare fangs fanned fanning fanny fantasies fantasize fantasized fantasizes fantasizing fantastic
fantastical fantastically fantasy faraday faraway farce fared fares farewell farewells farfetched faring farmed
farmer farmers farmhand farmhouse farming farmland farms farmyard farted farther farthest farthing farthings farting
farts fascinate fascinated fascinates fascinating fascination fascism fascist fascists fashion fashionable
fashionably fashioned fashioning fashions fastball fasted fasten fastened fastening faster fastest fastidious
fasting fatal fatalities fatality fatally fated fateful fates fathead father fathered fatherhood fathering
fatherland fatherless fatherly fathers fathom fathoms fatigue fatigued fatigues fatso fatted fatten fattened
fattening fatter fattest fatties fatty fatuous fatwa faucet faucets fault faults faulty fauna favor favorable
favorably favored favoring favorite favorites favoritism favors fawning faxed faxes faxing fazed fealty feared
fearful fearfully fearing fearless fearlessly fears fearsome feasibility feasible feast feasted feasting feasts
feather feathered feathering feathers featherweight feathery feats feature featured featureless features featuring
febrile february fecal feces feckless federal federally federals federation fedex fedora feeble feedback feeder
feeders feeding feeds feelers feeling feelings feels feign feigned feigning feint feisty felicitations felicity
feline felix fella fellas fellatio felled feller fellers felling fellow fellows fellowship felon felonies felonious
felons felony female females feminine femininity feminism feminist feminists femme femoral femur fence fenced fences
fencing fended fender fenders fending fenian fennel feral ferment fermentation fermented fermenting fernando ferns
ferocious ferociously ferocity ferrari ferret ferreting ferrets ferried ferries ferris ferrous ferry ferrying
ferryman fertile fertility fertilization fertilize fertilized fertilizer fertilizers fertilizing fervent fervently
fervor fessed fester festering festers festival festivals festive festivities fetal fetch fetched fetches fetching
fetid fetish fetishes fetters fettuccine fetus fetuses feudal feuding feuds fever fevered feverish feverishly fevers
fewer fewest fiasco fibbing fiber fiberglass fibers fibrosis fibrous fibula fickle fiction fictional fictions
fictitious ficus fiddle fiddled fiddler fiddles fiddling fiddly fidelity fidget fidgeting fidgety fiduciary field
fielded fielder fielding fields fieldwork fiend fiendish fiendishly fiends fierce fiercely fierceness fiercer
fiercest fiery fiesta fifteen fifteenth fifth fifties fifty fight fighter fighters fighting fights figment figments
figurative figuratively figure figured figurehead figures figurine figurines figuring filament filaments filch filed
files filet filial filibuster filigree filing filings filipinos filled filler fillet filleted fillets fillies
filling fillings fills filly filmed filming filmmaker filmmakers filmmaking films filmy filter filtered filtering
filters filth filthier filthiest filthy filtration finagle final finale finalist finalists finality finalize
finalized finalizing finally finals finance financed finances financial financially financier financiers financing
finch finches finder finders finding findings finds fined finely finer finery fines finesse finest finger fingered
fingering fingerling fingernail fingernails fingerprint fingerprinted fingerprinting fingerprints fingers fingertip
fingertips finicky fining finish finished finishes finishing finite finnish fiona firearm firearms fireball
fireballs firebomb firebombed firecracker firecrackers fired firefight firefighter firefighters firefighting
fireflies firefly firehouse firelight fireman firemen fireplace firepower fireproof fires fireside firestorm
firewall firewalls firewood firework fireworks firing firmament firmer firmly firmness firms firmware first
firstborn firsthand firstly firsts fiscal fiscally fischer fishbowl fished fisher fisheries fisherman fishermen
fishes fishing fishmonger fishnet fishnets fishy fissile fission fissure fissures fistfight fistful fisticuffs fists
fitch fitness fitted fitter fittest fitting fittings fiver fives fixate fixated fixating fixation fixed fixer fixes
fixing fixture fixtures fizzing fizzle fizzled fizzy fjord fjords flabbergasted flabby flaccid flack flagged
flagging flagon flagpole flagrant flagrantly flags flagship flail flailing flair flake flaked flakes flaking flaky
flamboyant flame flamed flamenco flames flamethrower flaming flamingo flamingos flammable flanders flange flank
flanked flanking flanks flannel flapjack flapjacks flapped flapper flapping flaps flare flared flares flaring flash
flashback flashbacks flashed flasher flashes flashing flashlight flashlights flashy flask flasks flatbed flatfoot
flatly flatmate flats flatten flattened flattening flattens flatter flattered flattering flatters flattery
flatulence flatulent flaunt flaunted flaunting flaunts flavor flavored flavors flawed flawless flawlessly flaws
flayed flaying fleabag fleas fleck flecks fledged fledgling fleece fleeced fleecing fleeing flees fleet fleeting
fleets fleming flemish flesh fleshed fleshy fletcher flexed flexibility flexible flexing flick flicked flicker
flickered flickering flickers flicking flicks flier fliers flies flight flightless flights flighty flimsy flinch
flinched flinching fling flinging flings flint flintstones flippant flipped flipper flippers flipping flips flirt
flirtation flirtatious flirted flirting flirts flirty flitting float floatation floated floater floaters floating
floats floaty flock flocked flocking flocks flogged flogging flood flooded floodgates flooding floodlight
floodlights floods floor floorboard floorboards floored flooring floors floozies floozy flophouse flopped flopping
floppy flops flora floral florence flores florida florins florist florists floss flossing flotation flotilla flotsam
flounder floundering flour flourish flourished flourishes flourishing flout flouted flouting flowed flower flowered
flowering flowerpot flowers flowery flowing flown flows floyd fluctuate fluctuating fluctuation fluctuations fluent
fluently fluff fluffed fluffing fluffy fluid fluids fluke flung flunk flunked flunking flunky fluorescent fluoride
flurries flurry flush flushed flushes flushing flustered flute flutes flutter fluttered fluttering flutters flyby
flyer flyers flying flynn flyover foals foaming foamy fobbed focal focus focused focuses focusing focussed fodder
foetal foetus fogged foggiest fogging foggy foghorn foiled foiling foils foist foisted folded folder folders folding
folds foliage folklore folks folksy follicle follicles follies follow followed follower followers following follows
folly foment fomenting fonder fondest fondle fondled fondling fondly fondness fondue fonts foodie foods fooled
foolhardy fooling foolish foolishly foolishness foolproof fools foosball footage football footballer footballers
footballs footbridge foothills foothold footie footing footlocker footloose footman footmen footnote footnotes
footpath footprint footprints foots footsie footstep footsteps footstool footwear footwork footy forage foraging
foray forbade forbear forbearance forbid forbidden forbidding forbids force forced forceful forcefully forceps
forces forcible forcibly forcing fords forearm forearms forebears foreboding forecast forecasting forecasts
foreclose foreclosed foreclosure foreclosures forefather forefathers forefinger forefront forego foregone foreground
forehead foreheads foreign foreigner foreigners foreman foremen foremost forensic forensically forensics foreplay
forerunner foresaw foresee foreseeable foreseen foresight foreskin forest forestall forested forester forestry
forests foretell foretelling foretold forever forevermore forewarned forfeit forfeited forfeiting forfeits
forfeiture forgave forge forged forger forgeries forgers forgery forges forget forgetful forgetfulness forgets
forgettable forgetting forging forgive forgiven forgiveness forgives forgiving forgo forgot forgotten forked forking
forklift forks forlorn formal formaldehyde formalities formality formalize formally format formation formations
formative formatted forme formed former formerly formidable forming formless forms formula formulas formulate
formulated formulating formulation fornicate fornicated fornicating fornication forrest forsake forsaken forsaking
forsook forte forth forthcoming forthright forthwith forties fortification fortifications fortified fortify
fortifying fortitude fortnight fortress fortresses forts fortuitous fortunate fortunately fortune fortunes
fortuneteller forty forum forums forward forwarded forwarding forwards fossa fossil fossilized fossils foster
fostered fostering fosters fought fouled fouler foulest fouling foully foulness fouls found foundation foundational
foundations founded founder founders founding foundling foundries foundry fount fountain fountains fours foursome
fourteen fourteenth fourth fowler foxes foxhole foxtrot foyer fracas fractal fraction fractional fractions fracture
fractured fractures fracturing fragile fragility fragment fragmentation fragmented fragments fragrance fragrances
fragrant frail frailty frame framed frames framework framing franc france frances francesca franchise franchises
francine francis franciscan francisco franco francs frank frankenstein frankie frankincense franklin frankly
frankness franks frantic frantically franz fraternal fraternities fraternity fraternization fraternize fraternizing
fraud frauds fraudulent fraught fraulein frayed frazzled freak freaked freakiest freaking freakish freakishly freaks
freaky freckle freckled freckles freddie freddy frederick freebie freebies freed freedom freedoms freeing freelance
freelancer freelancers freelancing freeloader freeloaders freeloading freely freeman freemasons freer frees
freestyle freeway freeways freewheeling freeze freezer freezers freezes freezing freight freighter freighters french
frenchman frenchmen frenetic frenzied frenzy frequencies frequency frequent frequented frequenting frequently
frequents fresco frescoes fresh freshen freshened freshener freshening fresher freshest freshly freshman freshmen
freshness freshwater frets fretting freud freudian friar fricassee friction friday fridays fridge fridges fried
friend friendless friendlier friendlies friendliest friendliness friendly friends friendship friendships fries
frigate frigging fright frighten frightened frightening frighteningly frightens frightful frightfully frigid frills
frilly fringe fringed fringes frisbee frisco frisk frisked frisking frisky frittata fritter fritters fritz frivolity
frivolous frizzy frobisher frock frocks froggy frogman frogs frolic frolicking fronds front frontal fronted frontier
frontiers fronting frontline frontrunner fronts frost frostbite frosted frosting frosty froth frothing frothy frown
frowned frowning frowns froze frozen fructose frugal fruit fruitcake fruitful fruiting fruition fruitless fruits
fruity frumpy frustrate frustrated frustrates frustrating frustration frustrations fryer frying fuchsia fucked
fucker fuckers fuckhead fucking fucks fudge fudged fudging fueled fueling fuelled fuelling fuels fuentes fugitive
fugitives fugue fuhrer fulcrum fulfil fulfill fulfilled fulfilling fulfillment fulfills fulfilment fulfils fullback
fuller fullest fullness fully fulsome fumble fumbled fumbles fumbling fumes fumigate fumigated fumigating fumigation
fuming function functional functionality functionally functioned functioning functions fundamental fundamentalist
fundamentalists fundamentally fundamentals funded funding fundraiser fundraisers fundraising funds funeral funerals
funerary fungal fungi fungus funky funnel funneled funneling funnels funnest funnier funniest funnily funny furies
furious furiously furlough furnace furnaces furnish furnished furnishing furnishings furniture furrier furrow
furrowed furrows furry further furtherance furthering furthermore furthest furtive fused fuselage fuses fusing
fusion fussed fusses fussing fussy futile futility futon future futures futuristic futzing fuzzy gabbing gabby gable
gabriel gabrielle gadget gadgets gaffer gagged gagging gaggle gaiety gaily gained gaines gainful gainfully gaining
gains galactic galaxies galaxy gales gallant gallantly gallantry gallbladder galleon galleons galleries gallery
galley galleys galling gallivanting gallon gallons gallop galloped galloping gallops gallows galls galore galoshes
galvanize galvanized gambit gamble gambled gambler gamblers gambles gambling gamekeeper gamer gamers games gaming
gamma gammy gamut ganda gander ganged ganging gangland gangly gangplank gangrene gangs gangsta gangster gangsters
gangway ganja gantry gaping garage garages garbage garbageman garbled garcia garden gardener gardeners gardenia
gardening gardens gargantuan gargle gargling gargoyle gargoyles garish garland garlands garlic garment garments
garner garnered garnish garnished garret garrett garrison garrisoned garrisons garrote garter garters garth gaseous
gases gashes gasket gaskets gasoline gasped gasping gasps gassed gasses gassing gassy gastric gastrointestinal
gastronomic gated gatekeeper gatekeepers gates gateway gateways gather gathered gatherers gathering gatherings
gathers gatling gator gators gaucho gaudy gauge gauges gauging gaunt gauntlet gauntlets gaussian gauze gavel gavin
gawking gawping gayer gayest gazebo gazed gazelle gazelles gazes gazillion gazing gazpacho gearbox geared gearing
gears gecko geeks geeky geese geezer geezers geiger geisha geishas gelatin gelatinous gemma gemstone gendarme
gendarmerie gendarmes gender genders genealogy general generalize generalized generally generals generate generated
generates generating generation generational generations generator generators generic generosity generous generously
genes genesis genetic genetically geneticist geneticists genetics geneva genial genie genies genital genitalia
genitals genius geniuses genocidal genocide genome genomic genre genres genteel gentile gentiles gentle gentleman
gentlemanly gentlemen gentleness gentler gentlest gentlewoman gently gentry gents genuine genuinely genus geoffrey
geographic geographical geographically geography geologic geological geologically geologist geologists geology
geomagnetic geometric geometrical geometry geopolitical george georges georgia georgian georgians geosynchronous
geothermal gerald geraniums gerard gerbil gerbils geriatric geriatrics german germane germans germany germs gerry
gestapo gestation gesture gestures gesturing getaway getting getup geyser geysers ghastly ghetto ghettos ghost
ghosted ghosting ghostly ghosts ghoul ghoulish ghouls giant giants gibbering gibberish gibbons gibbs giblets giddy
gideon gifted gifting gifts gigabytes gigantic gigawatts giggle giggled giggles giggling giggly gigolo gigolos
gilbert gilded gilding giles gillian gills gimbal gimme gimmick gimmicks gimpy ginger gingerbread gingers gingham
ginkgo ginny ginormous ginseng gipsy giraffe giraffes girded girder girders girdle girdles girlfriend girlfriends
girlie girlies girlish girls girly girth giveaway given giver gives giving gizmo gizmos gizzard gizzards glacial
glacier glaciers gladden gladdens glade glades gladiator gladiatorial gladiators gladly gladness gladys glamor
glamorous glamour glance glanced glances glancing gland glands glandular glare glared glaring glass glasses glassy
glaucoma glaze glazed glazing gleam gleaming gleams glean gleaned gleeful glenn glide glided glider gliders glides
gliding glimmer glimmering glimmers glimpse glimpsed glimpses glint glinting glisten glistening glistens glitch
glitches glitter glittered glittering glitters glittery glitz gloat gloating global globalization globally globe
globes globular gloom gloomy gloria glories glorified glorify glorifying glorious gloriously glory gloss glossed
glossy glove gloved gloves glowed glowing glows glucose glued glues gluing gluten gluteus glutinous glutton gluttony
glycerin glycol glyph glyphs gnarled gnarly gnashing gnawed gnawing gnaws gnocchi gnome gnomes goaded goading goalie
goalkeeper goalposts goals goatee goatherd goats gobble gobbled gobbles gobbling goblet goblets goblin goblins
goddam goddammit goddamn goddamned goddaughter goddess goddesses godfather godforsaken godless godlike godly
godmother godown godparents godsend godson godspeed godzilla goebbels goering goggle goggles going goings golden
goldfish goldilocks goldmine golds goldsmith golem golfer golfers golfing goliath golly gondola goner gongs gonna
gonorrhea gonzales goodbye goodbyes goodie goodies goodly goodness goodnight goods goodwill goody gooey goofball
goofed goofing goofy google googly gooks goons goose gooseberry goosebumps gopher gophers gordon gored gorge gorged
gorgeous gorges gorging gorilla gorillas gospel gospels gossamer gossip gossiped gossiping gossips gossipy gotcha
gotham gothic gotta gotten gouge gouged gouging goulash gourd gourmet govern governance governed governess
governesses governing government governmental governments governor governors governorship governs gowns grabbed
grabbing grabby grabs grace graced graceful gracefully graces gracing gracious graciously graciousness grade graded
grader graders grades gradient grading gradual gradually graduate graduated graduates graduating graduation grady
graffiti graft grafted grafting grafts graham grail grain grains grainy grammar grammatical grammatically grammy
gramophone gramps grams granaries granary grand grandad grandchild grandchildren granddad granddaddy granddaughter
granddaughters grander grandest grandeur grandfather grandfathers grandiose grandly grandma grandmas grandmaster
grandmother grandmothers grandpa grandparent grandparents grandpas grands grandson grandsons grandstand
grandstanding granite grannies granny granola grant granted granting grants granular grape grapefruit grapes
grapevine graph graphic graphics graphite graphs grapple grappled grappling grasp grasped grasping grasps grass
grassed grasses grasshopper grasshoppers grassing grassland grasslands grassroots grassy grate grated grateful
gratefully grater grates gratification gratified gratify gratifying gratin grating gratis gratitude gratuitous
gratuity grave gravedigger gravel gravelly gravely graven graver graves gravest gravestone gravestones graveyard
graveyards gravimetric gravitate gravitated gravitation gravitational gravitationally graviton gravity gravy grayish
grays graze grazed grazers grazes grazing grease greaseball greased greaser greasing greasy great greater greatest
greatly greatness greats grecian greed greedily greedy greek greeks green greenback greener greenery greenest
greenhorn greenhouse greenhouses greenish greens greet greeted greeter greeting greetings greets gregorian gregory
gremlin gremlins grenade grenades grenadiers greta gretchen greyhound greyhounds griddle gridlock grids grief griefs
grievance grievances grieve grieved grieves grieving grievous grievously griffin grift grifter grill grille grilled
grilling grills grimace grime grimes grimm grimy grind grinder grinding grinds grindstone gringo gringos grinned
grinning grins gripe griping gripped gripping grips grisly grist gristle grits gritty grizzled grizzlies grizzly
groan groaned groaning groans grocer groceries grocery groggy groin groom groomed grooming grooms groomsmen groove
grooves grooving groovy grope groped groping gross grossed grosser grosses grossest grossing grossly grotesque
grotesquely grotto grotty grouch grouchy ground groundbreaking grounded grounder grounders groundhog grounding
groundless grounds groundskeeper groundwater groundwork group grouped grouper groupie groupies grouping groups
grouse grout grove grovel groveling grovelling groves grower growers growing growl growled growling growls grown
grownup grownups grows growth growths grubbing grubby grubs grudge grudges gruel grueling gruelling gruesome gruff
grumble grumbles grumbling grump grumpy grunge grungy grunt grunting grunts guacamole guano guarantee guaranteed
guaranteeing guarantees guarantor guard guarded guardhouse guardian guardians guardianship guarding guards guardsman
guardsmen guava gubernatorial guerilla guerillas guerrilla guerrillas guess guessed guesses guessing guesswork guest
guesthouse guests guidance guide guidebook guided guideline guidelines guides guiding guild guilders guilds guile
guillotine guillotined guilt guiltier guiltless guilty guinea guineas guise guitar guitarist guitars gulag gullet
gullible gulliver gulls gully gulped gulping gulps gumball gumbo gumdrop gummed gumming gummy gumption gunfight
gunfighter gunfire gunman gunmen gunned gunner gunners gunnery gunning gunny gunplay gunpoint gunpowder gunrunning
gunship gunships gunshot gunshots gunslinger gunsmith guppies gurgles gurgling gurney gurus gushed gushes gushing
gussied gustav gusting gusto gusts gutless gutsy gutted gutter gutters gutting guttural guzzle guzzled guzzling
gymnasium gymnast gymnastic gymnastics gymnasts gynecological gynecologist gypped gypsies gypsum gypsy gyrating
gyros gyroscope gyroscopic habit habitable habitat habitation habitats habits habitual habitually hacked hacker
hackers hacking hackneyed hacks hacksaw haddock hades hadst haemorrhage haemorrhaging haggard haggis haggle haggling
haiku hailed hailing hails hailstorm hairball hairbrush haircut haircuts hairdo hairdresser hairdressers
hairdressing hairdryer haired hairier hairless hairline hairpiece hairpin hairpins hairs hairspray hairstyle
hairstyles hairy haitian haitians halal halcyon haley halfback halftime halfway halfwit halibut hallelujah hallmark
hallmarks hallo hallowed halloween halls hallucinate hallucinated hallucinating hallucination hallucinations
hallucinatory hallucinogen hallucinogenic hallucinogens hallway hallways halos halted halter halting halve halved
halves hamburger hamburgers hamilton hamlet hammer hammered hammerhead hammering hammers hammock hammond hammy
hamper hampered hampering hamster hamsters hamstring handbag handbags handball handbill handbook handbrake
handcrafted handcuff handcuffed handcuffing handcuffs handed handful handfuls handgun handguns handheld handicap
handicapped handicaps handing handiwork handkerchief handkerchiefs handle handlebar handlebars handled handler
handlers handles handling handmade handmaiden handmaidens handoff handout handouts handover handpick handpicked
handrail hands handset handshake handshakes handsome handsomely handsomer handsomest handstand handwriting
handwritten handy handyman hangar hanged hanger hangers hanging hangings hangman hangout hangover hangovers hangs
hanker hankering hankie hanky hanna hannah hannibal hansom haole haphazard hapless happen happened happening
happenings happens happenstance happier happiest happily happiness happy harass harassed harasses harassing
harassment harbinger harbingers harbor harbored harboring harbormaster harbors hardball hardcore harden hardened
hardening hardens harder hardest hardheaded harding hardline hardliners hardly hardness hardship hardships hardware
hardwired hardwood hardworking hardy harebrained harem hares harlan harley harlot harlots harmed harmful harming
harmless harmlessly harmonic harmonica harmonics harmonies harmonious harmoniously harmonize harmony harms harness
harnessed harnesses harnessing harold harper harping harpoon harpooned harpoons harps harpsichord harpy harried
harriet harris harrison harrowing harry harsh harsher harshest harshly harshness harvard harvest harvested harvester
harvesters harvesting harvests harvey hashed hashish hassle hassled hassles hassling haste hasten hastened hastening
hastily hastings hasty hatch hatchback hatched hatches hatchet hatching hatchling hated hateful hater haters hates
hating hatred hatreds hatter haughty hauled hauling hauls haunt haunted haunting haunts haven havens haves having
havoc hawaii hawaiian hawaiians hawking hawkins hawks hawthorn hayes haynes hayride hayseed haystack haywire hazard
hazardous hazards hazed hazel hazelnut hazing headache headaches headband headboard headdress headed header
headfirst headgear headhunter headhunters heading headless headlight headlights headline headliner headlines
headlining headlock headlong headman headmaster headmistress headphone headphones headpiece headquarter
headquartered headquarters headrest heads headset headsets headstone headstones headstrong headway heady healed
healer healers healing heals health healthcare healthful healthier healthiest healthy heaped heaping heaps heard
hearing hearings hearken hears hearsay hearse heart heartache heartaches heartbeat heartbeats heartbreak
heartbreaker heartbreaking heartbroken heartburn hearted heartening heartfelt hearth heartiest heartily heartland
heartless hearts heartsick heartstrings heartthrob heartwarming hearty heated heater heaters heath heathen heathens
heather heating heats heave heaved heaven heavenly heavens heaves heavier heavies heaviest heavily heaviness heaving
heavy heavyset heavyweight heavyweights hebrew heckle heckled heckling hectares hectic hector hedge hedgehog
hedgehogs hedges hedging hedonistic heeded heeding heedless heeds heeled heels hefty heidi heifer heifers height
heighten heightened heightens heights heinie heinous heiress heirloom heirlooms heirs heist heists helen helena
helene helicopter helicopters helipad heliport helium helix hellcats hellfire hellhole hellish hello hellos hells
helluva helmet helmets helmsman helped helper helpers helpful helping helpings helpless helplessly helplessness
helps hematoma hemisphere hemispheres hemlock hemmed hemming hemoglobin hemorrhage hemorrhages hemorrhagic
hemorrhaging hemorrhoid hemorrhoids hence henceforth henchman henchmen henderson hendricks henhouse henna henpecked
henri henry heparin hepatic hepatitis herald heralded heralds herbal herbalist herbert herbivores herbs hercules
herded herder herders herding herds hereabouts hereafter hereby hereditary heredity herein heres heresy heretic
heretical heretics hereto heretofore herewith heritage herman hermes hermetic hermetically hermit hermitage hernia
herniated heroes heroic heroically heroics heroin heroine heroines heroism heron herpes herring herrings herself
hesitant hesitate hesitated hesitates hesitating hesitation hessian hetero heterosexual hexagonal hexed heyday
hiatus hibernate hibernating hibernation hibiscus hiccup hiccups hickey hickory hicks hidden hideaway hideous
hideously hideout hideouts hides hiding hierarchical hierarchy hieroglyphic hieroglyphics hieroglyphs higgins
highball highborn highbrow higher highest highfalutin highland highlanders highlands highlight highlighted
highlighting highlights highly highness highs hightail hightailed highway highwayman highways hijack hijacked
hijacker hijackers hijacking hijacks hiked hiker hikers hikes hiking hilarious hilariously hilary hillary
hillbillies hillbilly hills hillside hilltop hilly hilton himself hinder hindered hindering hinders hindi hindrance
hindsight hindu hinge hinged hinges hinted hinting hints hippest hippie hippies hippo hippocampus hippocratic
hippopotamus hippos hippy hipster hipsters hired hires hiring hispanic hispanics hissed hisses hissing histological
historian historians historic historical historically histories history hitch hitched hitches hitchhike hitchhiked
hitchhiker hitchhikers hitchhiking hitching hither hitherto hitler hitter hitters hitting hives hoagie hoard hoarded
hoarding hoards hoarse hobbies hobbit hobble hobbled hobbling hobby hobnob hobnobbing hobos hocked hockey hocking
hocus hodgepodge hodges hoedown hoffman hogged hogging hogwarts hoist hoisted hoisting hokey holden holder holders
holding holdings holds holdup holed holes holiday holidays holier holiest holiness holing holistic holland holler
hollered hollering hollers hollis hollow hollowed hollows holly hollywood holmes holocaust hologram holograms
holographic holster homage hombre hombres homeboy homeboys homecoming homegirl homegrown homeland homeless
homelessness homely homemade homemaker homeopathic homeowner homeowners homepage homer homeroom homers homes
homeschool homeschooling homesick homespun homestead homesteaders hometown homeward homework homey homeys homicidal
homicide homicides homie homies homily homing hominid homoerotic homophobia homophobic homos homosexual
homosexuality homosexuals homunculus honcho honed honest honestly honesty honey honeybee honeybees honeycomb
honeydew honeyed honeymoon honeymooned honeymooning honeys honeysuckle honing honked honkies honking honks honky
honor honorable honorably honorary honored honoring honors hooch hooded hoodlum hoodlums hoodoo hoods hoodwink
hoodwinked hoofed hoofs hookah hooked hooker hookers hooking hooks hookup hookups hooky hooligan hooligans hoopla
hoops hooray hootenanny hooter hooters hooting hoots hoover hoovered hooves hoped hopeful hopefully hopefuls
hopeless hopelessly hopelessness hopes hoping hopkins hopped hopper hoppers hopping hopscotch horace horde hordes
horizon horizons horizontal horizontally hormonal hormone hormones horned hornet hornets hornier horns horny
horoscope horoscopes horrendous horrible horribly horrid horrific horrifically horrified horrify horrifying horror
horrors horse horseback horsehair horseless horseman horsemen horsepower horseradish horses horseshit horseshoe
horseshoes horsey horsing horticultural hosanna hosed hoses hosing hospice hospitable hospital hospitality
hospitalization hospitalize hospitalized hospitals hostage hostages hosted hostel hostess hostesses hostile hostiles
hostilities hostility hosting hosts hotbed hotdog hotdogs hotel hotels hothead hotheaded hotheads hothouse hotline
hotly hotness hotpot hotshot hotshots hotspot hotter hottest hound hounded hounding hounds hourglass hourly hours
house houseboat houseboy housecleaning housed houseful household households housekeeper housekeepers housekeeping
housemaid housemates houses housewarming housewife housewives housework housing hovel hover hovercraft hovered
hovering hovers howard howdy however howled howler howling howls hubble hubbub hubby hubcaps hubris huckleberry
huddle huddled huddling hudson huffed huffing huffs huffy hugely hugest hugged hugger hugging hulking hullabaloo
hulls human humane humanely humanism humanist humanistic humanitarian humanities humanity humanize humankind humanly
humanoid humanoids humans humble humbled humbles humblest humbling humbly humbug humdinger humdrum humerus humid
humidifier humidity humiliate humiliated humiliates humiliating humiliation humiliations humility hummed hummer
humming hummingbird hummingbirds hummus humongous humor humoring humorless humorous humors humpback humpbacks humped
humphrey humping humps humvee hunch hunchback hunched hunches hundred hundreds hundredth hungarian hungarians hunger
hungered hungers hungover hungrier hungry hunker hunkered hunks hunky hunted hunter hunters hunting hunts huntsman
huntsmen hurdle hurdles hurled hurling hurls hurrah hurray hurricane hurricanes hurried hurriedly hurries hurry
hurrying hurtful hurting hurtled hurtling hurts husband husbandry husbands hushed huskies husks husky hussy hustle
hustled hustler hustlers hustles hustling hutch hybrid hybrids hydra hydrangeas hydrant hydrate hydrated hydrating
hydration hydraulic hydraulics hydro hydrocarbon hydrocarbons hydrochloric hydroelectric hydrofluoric hydrogen
hydroponic hydroponics hydrothermal hydroxide hyena hyenas hygiene hygienic hygienist hymen hymns hyoid hyped hyper
hyperactive hyperbaric hyperbolic hypersensitive hyperspace hypertension hypertensive hyperventilating hypnosis
hypnotic hypnotism hypnotist hypnotize hypnotized hypnotizing hypoallergenic hypochondriac hypocrisy hypocrite
hypocrites hypocritical hypodermic hypotenuse hypothalamus hypothermia hypothermic hypotheses hypothesis
hypothetical hypothetically hypoxia hysterectomy hysteria hysterical hysterically hysterics iambic iberian ibuprofen
iceberg icebergs icebox icebreaker iceland icicle icicles icing iconic iconography icons ideal idealism idealist
idealistic idealists idealized ideally ideals ideas identical identifiable identification identified identifies
identify identifying identities identity ideological ideologically ideologies ideology idiocy idiom idiopathic
idiosyncratic idiot idiotic idiots idleness idling idolize idolized idolizes idols idyllic igloo igneous ignite
ignited igniter ignites igniting ignition ignoble ignominious ignoramus ignorance ignorant ignore ignored ignores
ignoring iguana iguanas iliac illegal illegally illegals illegitimate illicit illinois illiteracy illiterate illness
illnesses illogical illuminate illuminated illuminates illuminating illumination illusion illusionist illusions
illusory illustrate illustrated illustrates illustrating illustration illustrations illustrator illustrious image
imagery images imaginable imaginary imagination imaginations imaginative imagine imagined imagines imaging imagining
imaginings imbalance imbecile imbeciles imbecilic imbedded imbibe imbue imbued imitate imitated imitates imitating
imitation imitations immaculate immaterial immature immaturity immeasurable immeasurably immediate immediately
immense immensely immensity immerse immersed immersing immersion immigrant immigrants immigrate immigrated
immigration imminent immobile immobilize immobilized immodest immoral immorality immortal immortality immortalize
immortalized immortals immovable immune immunity immunization immutable impact impacted impacting impacts impair
impaired impairing impairment impairs impala impale impaled impart imparted impartial impartiality imparting
impassable impasse impassioned impatience impatient impatiently impeach impeached impeachment impeccable impeccably
impede impeded impedes impediment impediments impeding impelled impending impenetrable imperative imperceptible
imperfect imperfection imperfections imperial imperialism imperialist imperialistic imperialists imperials imperious
impermanence impersonal impersonate impersonated impersonating impersonation impersonator impertinence impertinent
impervious impetuous impetus impinging impious implacable implant implantable implantation implanted implanting
implants implausible implement implementation implemented implementing implements implicate implicated implicates
implicating implication implications implicit implicitly implied implies implode imploded imploding implore implored
imploring implosion imply implying impolite import importance important importantly importation imported importer
importing imports impose imposed imposes imposing imposition impossibility impossible impossibly imposter impostor
impostors impotence impotent impound impounded impounding impoverished impractical impregnable impregnate
impregnated impregnating impresario impress impressed impresses impressing impression impressionable impressionist
impressions impressive impressively imprint imprinted imprinting imprints imprison imprisoned imprisoning
imprisonment imprisons improbability improbable impromptu improper improperly impropriety improve improved
improvement improvements improves improving improvisation improvisational improvise improvised improvising imprudent
impudence impudent impugn impugning impulse impulses impulsive impulsively impunity impure impurities impurity
inability inaccessible inaccurate inaction inactive inactivity inadequacies inadequacy inadequate inadmissible
inadvertent inadvertently inalienable inane inanimate inappropriate inappropriately inarticulate inasmuch inaudible
inaugural inaugurate inaugurated inauguration inauspicious inboard inborn inbound inbred inbreeding incalculable
incan incandescent incantation incantations incapable incapacitate incapacitated incapacity incarcerate incarcerated
incarceration incarnate incarnation incarnations incendiary incense incensed incentive incentives inception
incessant incessantly incest incestuous inches inching incidence incidences incident incidental incidentally
incidents incinerate incinerated incinerating incineration incinerator incipient incised incision incisions incisive
incisor incisors incite incited incitement incites inciting inclement inclination inclinations incline inclined
include included includes including inclusion inclusive incognito incoherent income incomes incoming incomparable
incompatible incompetence incompetent incompetents incomplete incomprehensible inconceivable inconclusive
incongruous inconsequential inconsiderate inconsistencies inconsistency inconsistent inconsolable inconspicuous
inconstant incontinence incontinent incontrovertible inconvenience inconvenienced inconveniences inconveniencing
inconvenient incorporate incorporated incorporates incorporating incorporation incorrect incorrectly incorrigible
incorruptible increase increased increases increasing increasingly incredible incredibly incredulous incremental
increments incriminate incriminated incriminates incriminating incubate incubated incubating incubation incubator
incumbent incur incurable incurably incurred incurring incursion incursions indebted indecency indecent indecently
indecipherable indecision indecisive indeed indefatigable indefensible indefinable indefinite indefinitely indelible
indelicate indemnity indentation indentations indentured independence independent independently independents
indescribable indescribably indestructible indeterminate index indexed india indian indiana indians indicate
indicated indicates indicating indication indications indicative indicator indicators indict indictable indicted
indicting indictment indictments indie indies indifference indifferent indigenous indigent indigestion indignant
indignation indignities indignity indigo indirect indirectly indiscreet indiscretion indiscretions indiscriminate
indiscriminately indispensable indisposed indisputable indistinct indistinctly indistinguishable individual
individualism individuality individually individuals indivisible indoctrinated indoctrination indomitable indonesian
indonesians indoor indoors induce induced inducement induces inducing induct inducted induction indulge indulged
indulgence indulgences indulgent indulges indulging industrial industrialist industrialists industrialized
industries industrious industry inebriated inedible ineffable ineffective ineffectual inefficiency inefficient
ineligible inept ineptitude inequality inequities inert inertia inertial inescapable inestimable inevitability
inevitable inevitably inexcusable inexhaustible inexorable inexorably inexpensive inexperience inexperienced
inexplicable inexplicably inextricably infallible infamous infamy infancy infant infantile infantry infants
infarction infatuated infatuation infect infected infecting infection infections infectious infects infer inference
inferior inferiority infernal inferno inferred inferring infertile infertility infest infestation infested infesting
infidel infidelities infidelity infidels infield infighting infiltrate infiltrated infiltrates infiltrating
infiltration infiltrators infinite infinitely infinitesimal infinity infirm infirmary inflame inflamed inflames
inflammation inflammatory inflatable inflate inflated inflates inflating inflation inflection inflexible inflict
inflicted inflicting infliction inflicts influence influenced influences influencing influential influenza influx
infomercial inform informal informally informant informants information informational informative informed informer
informers informing informs infraction infractions infrared infrastructure infrequent infringe infringed
infringement infringing infuriate infuriated infuriates infuriating infuse infused infusing infusion infusions
ingenious ingenuity ingest ingested ingesting ingestion inglorious ingots ingrained ingrate ingratiate ingratitude
ingredient ingredients ingress ingrid ingrown inhabit inhabitant inhabitants inhabited inhabiting inhabits
inhalation inhale inhaled inhaler inhales inhaling inherent inherently inherit inheritance inherited inheriting
inheritor inherits inhibit inhibited inhibiting inhibition inhibitions inhibitor inhibitors inhibits inhospitable
inhuman inhumane inhumanity inimitable iniquity initial initialed initialize initializing initially initials
initiate initiated initiates initiating initiation initiative initiatives inject injected injecting injection
injections injector injectors injects injun injunction injunctive injure injured injures injuries injuring injurious
injury injustice injustices inked inkling inlaid inland inlet inmate inmates inmost innards innate inner innermost
inning innings innkeeper innocence innocent innocently innocents innocuous innovate innovation innovations
innovative innovator innovators innuendo innumerable inoculate inoculated inoculation inoculations inoffensive
inoperable inopportune inordinate inordinately inorganic inpatient input inputs inputting inquest inquire inquired
inquires inquiries inquiring inquiry inquisition inquisitive inquisitor inroads insane insanely insanity insatiable
inscribe inscribed inscription inscriptions inscrutable insect insecticide insects insecure insecurities insecurity
inseminate inseminated insemination insensible insensitive insensitivity inseparable insert inserted inserting
insertion inserts inside insider insiders insides insidious insight insightful insights insignia insignificance
insignificant insincere insinuate insinuated insinuating insinuation insinuations insipid insist insisted insistence
insistent insisting insists insofar insolence insolent insomnia insomniac inspect inspected inspecting inspection
inspections inspector inspectors inspects inspiration inspirational inspirations inspire inspired inspires inspiring
instability install installation installations installed installing installment installments installs instalment
instalments instance instances instant instantaneous instantaneously instantly instead instigate instigated
instigating instigator instil instill instilled instilling instills instinct instinctive instinctively instincts
instinctual institute instituted institutes instituting institution institutional institutionalized institutions
instruct instructed instructing instruction instructional instructions instructive instructor instructors instructs
instrument instrumental instrumentation instruments insubordinate insubordination insubstantial insufferable
insufficient insufficiently insular insulate insulated insulating insulation insulin insult insulted insulting
insults insurance insure insured insures insurgency insurgent insurgents insuring insurmountable insurrection intact
intake intangible integer integral integrate integrated integrating integration integrity intel intellect
intellectual intellectually intellectuals intelligence intelligences intelligent intelligently intend intended
intending intends intense intensely intensified intensifies intensify intensifying intensity intensive intensively
intent intention intentional intentionally intentions intently intents inter interact interacted interacting
interaction interactions interactive interacts intercede intercept intercepted intercepting interception interceptor
interceptors intercepts intercession interchange interchangeable intercom interconnected intercontinental
intercostal intercourse interdepartmental interdiction interest interested interesting interestingly interests
interface interfaced interfaces interfacing interfere interfered interference interferes interfering interferon
intergalactic interim interior interiors interject interlaced interlock interlocking interlude intermediary
intermediate interminable intermission intermittent intermittently intermix intern internal internally international
internationally interned internet interning internment interns internship internships interoffice interpersonal
interplanetary interplay interpol interpret interpretation interpretations interpreted interpreter interpreters
interpreting interpretive interprets interracial interred interrogate interrogated interrogating interrogation
interrogations interrogator interrogators interrupt interrupted interrupting interruption interruptions interrupts
intersect intersecting intersection intersections intersects interspersed interstate interstellar intertwine
intertwined interval intervals intervene intervened intervenes intervening intervention interventions interview
interviewed interviewer interviewing interviews interwoven intestinal intestine intestines intimacies intimacy
intimate intimated intimately intimidate intimidated intimidates intimidating intimidation intolerable intolerance
intolerant intoxicate intoxicated intoxicates intoxicating intoxication intracranial intractable intramural
intravenous intrepid intricacies intricate intricately intrigue intrigued intrigues intriguing intrinsic
intrinsically introduce introduced introduces introducing introduction introductions introductory introspection
introspective introverted intrude intruded intruder intruders intruding intrusion intrusive intubate intuition
intuitions intuitive intuitively inundated invade invaded invader invaders invades invading invalid invalidate
invaluable invariably invasion invasions invasive invent invented inventing invention inventions inventive inventor
inventoried inventors inventory invents inverse inversion invert invertebrates inverted inverter invest invested
investigate investigated investigates investigating investigation investigations investigative investigator
investigators investing investment investments investor investors invests inveterate invigorating invincible
invisibility invisible invitation invitations invite invited invites inviting invocation invoice invoices invoke
invoked invokes invoking involuntarily involuntary involve involved involvement involves involving invulnerable
inward inwardly inwards iodine ionian ionic ionization ionized ionizing iphone iranian iranians iraqi irate ireland
irene iridescent iridium irises irish ironclad ironed ironic ironically ironies ironing irons ironworks irony
irradiate irradiated irrational irrationally irreconcilable irrefutable irregular irregularities irregularity
irrelevant irreparable irreparably irreplaceable irrepressible irresistible irresistibly irrespective
irresponsibility irresponsible irresponsibly irretrievably irreverent irreversible irreversibly irrevocable
irrevocably irrigate irrigated irrigating irrigation irritable irritant irritate irritated irritates irritating
irritation irving isaac isabel isabella isabelle ischemic islam islamic island islanders islands isles isolate
isolated isolates isolating isolation isolationist isosceles isotope isotopes isotopic israel israeli israelis issue
issued issues issuing italian italians italy itches itching itchy itemized items iteration itinerant itinerary
itself itunes ivory jabbed jabber jabbering jabbing jackal jackals jackass jackasses jacked jacket jackets
jackhammer jackie jacking jackknife jackknifed jackpot jackrabbit jacks jackson jacky jacob jacqueline jacques
jacuzzi jaded jaegers jaffa jagged jaguar jailbird jailbirds jailbreak jailed jailer jailers jailhouse jails jaime
jakes jalopy jamaican jamaicans jamal james jamie jammed jammer jamming jammy janet jangle jangling janice janine
janis janitor janitorial janitors january japan japanese jared jargon jarred jarring jasmine jason jasper jaundice
jaundiced jaunt jaunty javelin javier jawbone jawing jaywalking jazzed jazzy jealous jealously jealousy jeans
jeepers jeeps jeering jefferson jeffersonian jeffrey jellied jellies jello jelly jellybeans jellyfish jenkins jenna
jennifer jennings jenny jeopardize jeopardized jeopardizes jeopardizing jeopardy jeremy jericho jerked jerking jerks
jerky jerome jerries jerry jersey jerseys jerusalem jesse jessica jessie jester jesters jesuits jesus jetting
jettison jettisoned jetty jewel jeweled jeweler jewelers jewelled jeweller jewellers jewelry jewels jewish jiffy
jigger jiggle jiggling jiggly jigsaw jihad jillian jillion jilted jimmied jimmies jimmy jingle jingles jingling
jinxed jinxing jitterbug jitters jittery jives jiving joanna jobless jockey jockeying jockeys jocks jockstrap jogged
jogger joggers jogging johanna johannes johnnies johnny johns johnson joined joining joins joint jointly joints
joked joker jokers jokes joking jokingly jollies jolly jolted jolts jonah jonas jonathan jones jordan jordanian
jorge josef joseph josephine joshing joshua jostle jostled jostling jotted jotting joules journal journalism
journalist journalistic journalists journals journey journeyed journeying journeyman journeys joust jousting jovial
joyce joyful joyfully joyless joyous joyously joyride joyriding joystick jubilant jubilation jubilee judas judge
judged judgement judgemental judgements judges judging judgment judgmental judgments judicial judiciary judicious
judith juggernaut juggle juggled juggler jugglers juggling jugular juice juiced juices juicing juicy jujitsu jukebox
jules julia julian julie juliet juliette julio julius jumble jumbled jumbo jumped jumper jumpers jumping jumps
jumpsuit jumpsuits jumpy junction junctions juncture jungian jungle jungles junior juniors juniper junker junket
junkie junkies junky junkyard junta jupiter juries jurisdiction jurisdictional jurisprudence juror jurors justice
justices justifiable justifiably justification justified justifies justify justifying justin justine justly jutting
juvenile juveniles juxtaposition kabuki kahuna kaiser kaleidoscope kamikaze kangaroo kangaroos kanji kansas kappa
karaoke karat karate karen karma karmic kasey katherine kathleen kathy katie kayak kayaking kayla kazoo kebab kebabs
keeled keels keener keenest keenly keeper keepers keeping keeps keepsake keepsakes keister keith keller kelly
kendall kendo kennedy kennel kennels kenneth kenny kentucky kerchief kernel kernels kerosene ketchup kettle kettles
kevin kevlar keyboard keyboards keycard keyed keyhole keying keynote keypad keystone keystroke keystrokes keyword
keywords khaki khakis kibble kibbutz kibosh kickback kickbacks kickball kickboxing kicked kicker kicking kickoff
kicks kidded kiddie kiddies kidding kiddo kiddy kidnap kidnapped kidnapper kidnappers kidnapping kidnappings kidnaps
kidney kidneys kielbasa killed killer killers killing killings kills kilogram kilograms kilometer kilometers kilos
kilowatts kimberly kimchi kimono kimonos kinda kinder kindergarten kindest kindhearted kindle kindled kindling
kindly kindness kindred kinds kinetic kingdom kingdoms kingly kingpin kings kingship kinks kinky kinship kinsman
kinsmen kiosk kipling kipper kippers kirsten kissed kisser kisses kissing kitchen kitchens kites kitsch kitted
kitten kittens kitties kitty klaus klingon klutz knack knackered knapsack knave knaves knead kneading kneecap
kneecaps kneed kneel kneeled kneeling kneels knees knell knelt knickers knickknacks knife knifed knifing knight
knighted knighthood knightly knights knits knitted knitting knives knobby knobs knock knockdown knocked knocker
knockers knocking knockoff knockout knockouts knocks knoll knots knotted knowhow knowing knowingly knowledge
knowledgeable known knows knuckle knucklehead knuckleheads knuckles koala koalas kooks kooky kopecks korean koreans
kosher kowtow kowtowing kraken kraut krauts krill krishna kristen kroner kronor kudos kurdish label labeled labeling
labelled labels labia labor laboratories laboratory labored laborer laborers laboring laborious labors labyrinth
laced lacerated laceration lacerations laces lacey lacing lacked lackey lackeys lacking lackluster lacks lacquer
lacrosse lactate lactating lactation lactic lactose ladder ladders laddie laden ladies lading ladle ladybug ladylike
ladyship lager lagged lagging lagoon laird lakes lakeside lakhs lakota lambda lambert lambs lament lamentable
lamented lamenting laments lamer lamest laminate laminated lamppost lamps lampshade lance lancers lances landed
lander landfall landfill landing landings landlady landlines landlocked landlord landlords landmark landmarks
landmass landmine landmines landowner landowners lands landscape landscapes landscaping landslide landslides lanes
langley language languages languid languish languished languishing lanky lantern lanterns lanyard laotian
laparoscopic lapdog lapel lapels lapped lapping lapse lapsed lapses laptop laptops larboard larceny larder large
largely larger largest larking larks larry larva larvae larval laryngeal larynx lasagna lasagne lascivious laser
lasers lashed lashes lashing lashings lasses lassie lassies lasso lasted lasting lastly lasts latch latched latches
latching latchkey lately latency lateness latent later lateral latest latex lathe lather lathered latin latino
latinos latitude latitudes latrine latrines latte latter lattes lattice latvian laudable laudanum lauded laugh
laughable laughed laughing laughingly laughingstock laughs laughter launch launched launcher launchers launches
launching launder laundered launderer laundering launders laundromat laundry laura laureate laurel laurels lauren
laurence laurent laurie lavage lavatory lavender lavish lavished lawful lawfully lawless lawlessness lawmakers
lawman lawmen lawnmower lawns lawrence lawsuit lawsuits lawyer lawyers laxative laxatives layaway layer layered
layering layers laying layman laymen layoff layoffs layout layouts layover laziest laziness lazing leach leaded
leaden leader leaders leadership leading leads leaflet leaflets leafy league leagues leakage leaked leaking leaks
leaky leaned leaner leaning leans leaped leapfrog leaping leaps leapt learn learned learner learning learns learnt
leary lease leased leases leash leasing least leather leathers leathery leave leaves leaving lebanese lecher
lecherous lecture lectured lecturer lectures lecturing ledge ledger ledgers leech leeches leeching leeds leeks
leering leery leeway leftist leftists leftover leftovers lefts lefty legacies legacy legal legalities legality
legalization legalize legalized legalizing legally legate legend legendary legends legged leggings leggy legible
legion legionnaire legionnaires legions legislate legislation legislative legislators legislature legit legitimacy
legitimate legitimately legitimize legitimized legless legwork leigh leila leisure leisurely leland lemme lemming
lemmings lemon lemonade lemons lemur lemurs lender lenders lending lends length lengthen lengthened lengthening
lengths lengthy leniency lenient lenin lenny lenore lenses lentil lentils leonard leonardo leone leopard leopards
leotard leper lepers leprechaun leprechauns leprosy lesbian lesbians lesion lesions leslie lessen lessened lessens
lesser lesson lessons lester letdown lethal lethally lethargic letter letterbox lettered letterhead lettering
letterman letters letting lettuce leukemia levee levees level leveled leveling levelled levelling levels lever
leverage leveraged leveraging levers leviathan leviathans levied levitate levitated levitating levitation levity
lewis liabilities liability liable liaise liaising liaison liaisons liars libation libations libel libelous liberal
liberalism liberally liberals liberate liberated liberates liberating liberation liberator liberian libertarian
liberties libertine liberty libido librarian librarians libraries library libyan libyans licence licences license
licensed licenses licensing licentious lichen licked licking licks licorice lidocaine liege liens lieutenant
lieutenants lifebelts lifeblood lifeboat lifeboats lifeforms lifeguard lifeguards lifeless lifelike lifeline
lifelines lifelong lifer lifesaver lifesaving lifespan lifestyle lifestyles lifetime lifetimes lifted lifting
liftoff lifts ligament ligaments ligature light lighted lighten lightened lightening lightens lighter lighters
lightest lightheaded lighthearted lighthouse lighthouses lighting lightly lightness lightning lights lightweight
likable likeable liked likelihood likely liken likened likeness likes likewise liking lilac lilacs lilian lilies
lilith lillian lilly lilting limber limbic limbo limbs limelight limes limestone limey limeys limit limitation
limitations limited limiting limitless limits limos limousine limousines limped limpid limping limps linchpin
lincoln linda linden lindsay lindsey lineage linear linebacker linebackers lined lineman linemen linen linens liner
liners lines lineup linger lingered lingerie lingering lingers lingo linguine linguini linguist linguistic
linguistics lining linings linkage linked linking links linkup linoleum linseed lionel lioness lionesses lions
liposuction lippy lipstick lipsticks liquefied liquefy liqueur liquid liquidate liquidated liquidating liquidation
liquidity liquids liquor liquored liras lisbon listed listen listened listener listeners listening listens listing
listings listless lists litany liter literacy literal literally literary literate literature liters lithe lithium
lithuanian lithuanians litigate litigation litigator litigious litmus litter littered littering litters little
littler littlest livable lived livelier livelihood livelihoods livelong lively liven liver liverpool livers livery
lives livestock livid lividity living lizard lizards lizzie llama llamas lloyd loaded loader loaders loading loads
loafer loafers loafing loaned loaner loaning loans loath loathe loathed loathes loathing loathsome loaves lobbed
lobbied lobbies lobbing lobby lobbying lobbyist lobbyists lobes lobotomize lobotomized lobotomy lobster lobsters
local locale locality localize localized locally locals locate located locates locating location locations locator
lockbox locke locked locker lockers locket locking lockout locks locksmith lockup lockwood locomotion locomotive
locomotives locus locust locusts lodge lodged lodger lodgers lodges lodging lodgings lofts lofty logan logbook
logged loggers logging logic logical logically login logistic logistical logistics logos loincloth loins loiter
loitering lolling lollipop lollipops lolly lollygagging london londoners lonelier loneliest loneliness lonely loner
loners lonesome longboat longed longer longest longevity longhorn longing longings longitude longitudinal longs
longstanding longtime loofah lookalike looked looker looking lookout lookouts looks loomed looming looms looney
loonies loony looped loophole loopholes looping loops loopy loose loosed loosely loosen loosened loosening loosens
looser looses looted looters looting lopped lopsided loquacious lorded lording lordly lords lordship lorenzo loretta
lorraine lorries lorry loser losers loses losing losses lotion lotions lotta lottery lotto lotus louder loudest
loudly loudmouth loudmouthed loudspeaker loudspeakers louie louis louise lounge lounging louse loused lousiest lousy
louts lovable loveable lovebirds loved loveless lovelier loveliest loveliness lovelorn lovely lovemaking lover
loverly lovers loves lovesick lovey loving lovingly lowball lowborn lowdown lower lowercase lowered lowering lowers
lowest lowing lowland lowlands lowliest lowlife lowlifes lowly loyal loyalist loyalists loyally loyalties loyalty
lubed lubricant lubricants lubricate lubricated lubricating lubrication lucas lucian lucid lucidity lucifer lucius
lucked luckier luckiest luckily lucky lucrative ludicrous ludicrously luggage lugged lugging lukewarm lullabies
lullaby lulled lulling lulls lumbar lumber lumbered lumbering lumberjack lumberjacks lumen luminaries luminescent
luminosity luminous lumped lumps lumpy lunacy lunar lunatic lunatics lunch lunchbox lunched luncheon lunches
lunching lunchroom lunchtime lunge lunged lungs lupus lurch lured lures lurid luring lurked lurking lurks luscious
lusted luster lustful lusting lustre lustrous lusts lusty luther luxuriant luxuriate luxuries luxurious luxury lydia
lying lymph lymphatic lymphoma lynch lynched lynching lynette lyons lyric lyrical lyrics lysine macabre macadamia
macaques macaroni macaroons macaw macaws maced macedonian machete machetes machiavellian machinations machine
machinery machines machinist machismo macho mackenzie mackerel macleish macro macrobiotic madam madame madcap
maddened maddening madder maddest madeleine madeline mademoiselle madhouse madison madly madman madmen madness
madonna madrid madwoman maelstrom maestro mafia mafioso magazine magazines magenta maggie maggot maggots maggoty
magic magical magically magician magicians magics magistrate magistrates magma magnanimous magnate magnates
magnesium magnet magnetic magnetically magnetism magnetized magnets magnification magnificence magnificent
magnificently magnified magnifies magnify magnifying magnitude magnolia magnum magog magpie mahjong mahogany maiden
maidens maids mailbox mailboxes mailed mailing mailman mails maimed maiming mainframe mainland mainline mainlining
mainly mains mainstay mainstream maintain maintained maintaining maintains maintenance maize majestic majesties
majesty major majored majoring majority majorly majors makeover makeovers maker makers makes makeshift makeup
makeups making makings maladjusted malady malaise malaria malarkey malaysia malaysian malcolm malcontent maldives
males malevolent malfeasance malfunction malfunctioned malfunctioning malfunctions malice malicious maliciously
malign malignant maligned malleable mallet mallory malls malnourished malnutrition malone malpractice malted maltese
mamas mamba mambo mamma mammal mammalian mammals mammary mammogram mammoth mammoths mammy manacled manacles manage
manageable managed management manager managerial managers manages managing manatee manatees manchester manchurian
mandarin mandate mandated mandates mandatory mandible mandibular mandolin mandrake mandy maneuver maneuvered
maneuvering maneuvers manganese mange manger mangle mangled mango mangoes mangos mangrove mangroves mangy manhandle
manhandled manhandling manhattan manhole manhood manhunt mania maniac maniacal maniacally maniacs manic manicure
manicured manicures manicurist manifest manifestation manifestations manifested manifesting manifestly manifesto
manifests manifold manila manipulate manipulated manipulates manipulating manipulation manipulations manipulative
manipulator mankind manky manliness manly manmade manna manned mannequin mannequins manner mannered mannerisms
manners manning manor manors manpower manservant mansion mansions manslaughter manson manta mantel mantelpiece
mantis mantle mantra manual manually manuals manuel manufacture manufactured manufacturer manufacturers manufactures
manufacturing manure manuscript manuscripts maple mapped mapping maraschino marathon marathons marauder marauders
marauding marble marbles marcel march marched marchers marches marching marco marcus mares margaret margarine
margarita margaritas marge margin marginal marginalized marginally margins maria mariachi marian marianne marie
marijuana marilyn marin marina marinade marinara marinate marinated marinating marine mariners marines mario marion
marionette marissa marital maritime marked markedly marker markers market marketable marketed marketing marketplace
markets marking markings marks marksman marksmanship marksmen markup marlin marlon marmalade maroon marooned marquee
marquis marquise marred marriage marriageable marriages married marries marrow marry marrying marseilles marsh
marshal marshaling marshall marshalling marshals marshes marshland marshmallow marshmallows marsupial marta martha
martial martian martians martin martinez martini martinis martins marty martyr martyrdom martyred martyrs marvel
marveled marvellously marvelous marvelously marvels marvin marxist maryland marzipan mascara mascot mascots
masculine masculinity mashed mashing masked masking masks masochist masochistic mason masonry masons masquerade
masquerades masquerading massacre massacred massacres massacring massage massaged massages massaging massed masses
masseur masseuse massing massive massively mastectomy master mastered masterful mastering masterly mastermind
masterminded masterminding masterminds masterpiece masterpieces masters mastery mastodon mastoid masts masturbate
masturbated masturbates masturbating masturbation masturbatory matador match matchbook matchbox matched matches
matching matchless matchmaker matchmaking matchstick matchup mated mater material materialism materialistic
materialize materialized materially materials maternal maternity mates mathematical mathematically mathematician
mathematicians mathematics mating matriarch matrimonial matrimony matrix matron matrons matte matted matter mattered
matters matthew matthews mattress mattresses mature matured matures maturing maturity matzo maudlin mauled mauling
maureen maurice mausoleum mauve maverick mavericks maxed maxillary maxim maximilian maximize maximizing maximum
maxine maxing mayan mayans maybe maybes mayday mayhem mayonnaise mayor mayoral mayors mayst mazes mccain mccarthy
mcgee mckay mcqueen meade meadow meadows meager meals mealtime mealy meander meandering meaner meanest meanie
meanies meaning meaningful meaningless meanings meanness means meant meantime meanwhile measles measly measurable
measure measured measurement measurements measures measuring meatball meatballs meathead meatloaf meatpacking meats
meaty mecca mechanic mechanical mechanically mechanics mechanism mechanisms mechanized medal medalist medallion
medallions medals meddle meddled meddlesome meddling medevac media mediaeval medial median mediate mediated
mediation mediator medic medical medically medicate medicated medicating medication medications medicinal medicine
medicines medics medieval mediocre mediocrity meditate meditated meditating meditation meditative mediterranean
medium mediums medley medulla meekly meerkat meerkats meeting meetings meets megalithic megalomaniac megan megaphone
megaton megatons melancholic melancholy melanie melanoma melded melding melinda melissa mellow mellowed melodic
melodies melodious melodrama melodramatic melody melon melons meltdown melted melting melts member members
membership memberships membrane membranes memento mementos memoir memoirs memorabilia memorable memorandum memorial
memorialize memorials memories memorize memorized memorizing memory memos menace menaced menaces menacing menage
menagerie mended mending mends menfolk menial meningitis menopausal menopause menorah menstrual menstruating
menstruation menswear mental mentality mentally menthol mention mentioned mentioning mentions mentor mentored
mentoring mentors menus meowing meows mercantile mercedes mercenaries mercenary merchandise merchandising merchant
merchants mercies merciful mercifully merciless mercilessly mercurial mercury mercy meredith merely merest merge
merged merger mergers merges merging meridian meringue merit merited meritorious merits merlin merlot merlyn mermaid
mermaids merman merrier merrily merriment merry mescal mescaline mesdames mesmerize mesmerized mesmerizing message
messaged messages messaging messed messenger messengers messes messiah messianic messier messing messy metabolic
metabolism metabolize metacarpal metal metallic metallurgical metals metamorphosis metaphor metaphorical
metaphorically metaphors metaphysical metaphysics metastasized metastatic meted meteor meteoric meteorite meteorites
meteorological meteorologist meteorologists meteors meter meters methadone methamphetamine methane methanol methinks
method methodical methodically methodology methods methought methyl methylamine meticulous meticulously metric metro
metronome metropolis metropolitan mettle mewling mexican mexicans mexico meyers mezzanine miami michael michel
michelle michigan mickey micks micky micro microbe microbes microbial microchip microchips microcosm microdot
microfilm micrograms micromanage microns microorganisms microphone microphones microprocessor microscope microscopic
microwave microwaved microwaves midair midas midday middle middleman middlemen middleweight middling midfield midget
midgets midlands midlife midline midnight midshipman midst midsummer midterm midterms midtown midway midwest
midwestern midwife midwives miffed might mightier mightiest mightily mighty mignon migraine migraines migrant
migrants migrate migrated migrating migration migrations migratory miguel mikes milady milan milanese milder mildew
mildly mildred mileage milepost miles milestone milestones militant militants militarily militaristic militarized
military militia militias milked milking milkmaid milkman milks milkshake milkshakes milky milled millennia
millennial millennium miller millers millet millie milligram milligrams milliliters millimeter millimeters milling
million millionaire millionaires millions millionth millisecond milliseconds mills millstone milton mimes mimic
mimicked mimicking mimicry mimics mimosa mimosas mince minced mincemeat mincing minded mindful minding mindless
mindlessly minds mindset mindy mined minefield minefields miner mineral minerals miners mines mingle mingled mingles
mingling miniature miniatures miniaturized minibar minibus minicab minimal minimalist minimally minimize minimized
minimizing minimum mining minion minions miniscule miniskirt minister ministerial ministering ministers ministries
ministry minivan minks minnesota minnow minnows minor minored minorities minority minors minotaur minstrel minstrels
minted mints minty minus minuscule minute minutes miracle miracles miraculous miraculously mirage miranda mired
miriam mirror mirrored mirroring mirrors mirth misadventure misadventures misappropriation misbegotten misbehave
misbehaved misbehaving miscalculated miscalculation miscarriage miscarriages miscarried miscellaneous mischief
mischievous miscommunication misconception misconceptions misconduct misconstrued miscreant miscreants misdeeds
misdemeanor misdemeanors misdiagnosed misdirect misdirected misdirection miser miserable miserably miseries miserly
misery misfire misfired misfit misfits misfortune misfortunes misgivings misguided mishandled mishap mishaps
misheard misinformation misinformed misinterpret misinterpreted misinterpreting misjudge misjudged mislabeled
mislaid mislead misleading misled mismanaged mismatch mismatched misogynist misogynistic misplace misplaced
misplacing misread misreading misrepresent misrepresented misrepresenting missed misses misshapen missile missiles
missing mission missionaries missionary missions missis mississippi missive misspelled misspent misstep missteps
missus missy mistake mistaken mistakenly mistakes mistaking mister misters mistletoe mistook mistreat mistreated
mistreating mistreatment mistreats mistress mistresses mistrial mistrust mistrusted mists misty misunderstand
misunderstanding misunderstandings misunderstood misuse misused misusing mitch mitchell mites mitigate mitigating
mitigation mitochondria mitochondrial mittens mitts mitzvah mixed mixer mixers mixes mixing mixture mixtures mizzen
mnemonic moaned moaning moans mobbed mobile mobiles mobility mobilization mobilize mobilized mobilizing mobster
mobsters mocha mocked mockery mocking mockingbird mockingly mocks model modeled modeling modelled modelling models
modem moderate moderately moderates moderation moderator modern modernist modernity modernization modernize modes
modest modestly modesty modicum modification modifications modified modify modifying modular modulate modulated
modulation modulator module modules mogul mohair mohammed moira moist moisten moistened moisture moisturize
moisturizer moisturizing molar molars molasses molded moldering molding molds moldy molecular molecule molecules
moles molest molestation molested molester molesters molesting mollusk molly molten moment momentarily momentary
momentous moments momentum momma mommies mommy monarch monarchs monarchy monasteries monastery monastic monday
mondays monde monetary money moneylender moneymaker moneymaking moneys mongolian mongolians mongoloid mongols
mongoose mongrel mongrels monica monies moniker monitor monitored monitoring monitors monkey monkeying monkeys
monkfish monks monochromatic monocle monogamous monogamy monogram monogrammed monograph monolith monolithic
monologue monopolies monopolize monopolized monopolizing monopoly monorail monosyllabic monotone monotonous monotony
monoxide monroe monsieur monsignor monsoon monsoons monster monsters monstrosity monstrous monstrously montage
montana monte montgomery month monthly months montreal monty monument monumental monumentally monuments mooch
mooching moods moody mooing moonbeam moonbeams mooned mooning moonless moonlight moonlighting moonlights moonlit
moons moonshine moonstone moore moored mooring moorings moorish moors moose moped mopes mopey moping mopped mopping
moral morale morales moralistic morality moralizing morally morals moratorium moray morbid morbidly moreover mores
morgan morgans morgue morgues mormon mormons morning mornings moroccan moron moronic morons morose morphed morphine
morphing morris morrow morse morsel morsels mortal mortality mortally mortals mortar mortars mortgage mortgaged
mortgages mortician mortified mortify mortifying mortuary mosaic mosaics moscow moses mosey mosque mosques mosquito
mosquitoes mosquitos mossy mostly motel motels mothballs mother motherboard mothered motherfucker motherfuckers
motherfucking motherhood mothering motherland motherless motherly mothers moths motif motifs motion motioned
motionless motions motivate motivated motivates motivating motivation motivational motivations motivator motive
motives motley motocross motor motorbike motorbikes motorboat motorcade motorcar motorcycle motorcycles motorcyclist
motoring motorist motorists motorized motors motorway motto mound mounds mount mountain mountaineering mountainous
mountains mountainside mountaintop mountaintops mounted mounties mounting mounts mourn mourned mourners mournful
mourning mourns mouse mousetrap mousse moustache moustaches mousy mouth mouthed mouthful mouthing mouthpiece mouths
mouthwash mouthy movable moveable moved movement movements mover movers moves movie movies moving mowed mower mowers
mowing moxie mozzarella mucked mucking mucky mucous mucus muddied muddle muddled muddling muddy muffin muffins
muffle muffled muffler mugged mugger muggers mugging muggings muggy muhammad mujahideen mulatto mulberry mulch
mulder mules mulled mullet mulling mullins multicolored multicultural multimedia multimillion multimillionaire
multinational multinationals multiple multiples multiplex multiplication multiplied multiplies multiply multiplying
multipurpose multitasking multitude multitudes mumbai mumble mumbled mumbles mumbling mummies mummification
mummified mummy mumps munch munched munchies munching munchkin munchkins mundane municipal municipality munition
munitions muppet mural murals murder murdered murderer murderers murderess murdering murderous murders murky murmur
murmured murmuring murmurs murphy murray muscle muscled muscles muscling muscular musculature muses museum museums
mushed mushroom mushrooms mushy music musical musically musicals musician musicians musing musings musket musketeer
musketeers muskets muskrat musky muslim muslims muslin mussed mussel mussels mustache mustached mustaches mustang
mustangs mustard muster mustered mustering musty mutagen mutant mutants mutate mutated mutates mutating mutation
mutations muted mutes mutilate mutilated mutilating mutilation mutilations mutineers mutinous mutiny mutter muttered
muttering mutters mutton mutts mutual mutually muzzle myers myles mynah myocardial myopic myriad myrrh myrtle myself
mysteries mysterious mysteriously mystery mystic mystical mysticism mystics mystified mystify mystique mythic
mythical mythological mythology myths nabbed nabbing nacelle nacho nachos nadia nadine nagged nagging nailed nailing
nails naive naively naivety naked nakedness named nameless namely nameplate names namesake naming nancy nanjing
nanking nannies nanny nanosecond nanotechnology naomi napalm napkin napkins naples napoleon napped nappies napping
nappy narcissism narcissist narcissistic narcotic narcotics narcs narrate narrated narrating narration narrative
narratives narrator narrow narrowed narrower narrowest narrowing narrowly narrows narwhal nasal nascent nastier
nastiest nastiness nasty natalie natasha nathan nathaniel nation national nationalism nationalist nationalistic
nationalists nationalities nationality nationalize nationalized nationally nationals nations nationwide native
natives nativity natty natural naturalist naturalistic naturalized naturally nature natures naught naughty nausea
nauseated nauseating nauseous nautical nautilus naval navel navigate navigated navigating navigation navigational
navigator navigators naysayers nazis neanderthal neanderthals nearby neared nearer nearest nearing nearly nears
nearsighted neater neatest neatly neatness nebula necessarily necessary necessitate necessitated necessitates
necessities necessity necking necklace necklaces neckline necks necktie neckties necromancer necrosis necrotic
nectar needed needful needing needle needlepoint needles needless needlessly needlework needling needs needy
nefarious negate negates negating negation negative negatively negatives negativity neglect neglected neglectful
neglecting neglects negligee negligence negligent negligible negotiable negotiate negotiated negotiates negotiating
negotiation negotiations negotiator negotiators negro negroes neighbor neighborhood neighborhoods neighboring
neighborly neighbors neighing neighs neither nelly nelson nemesis neoconservatives neonatal nephew nephews nepotism
nerds nerdy nerve nerves nervous nervously nervousness nervy nested nesting nestle nestled nestor nests nether
netherworld netted netting nettle nettles network networked networking networks neural neurological neurologist
neurology neuromuscular neuron neuronal neurons neuroscience neuroscientist neuroses neurosis neurosurgeon
neurosurgeons neurosurgery neurotic neurotransmitter neurotransmitters neuter neutered neutral neutrality neutralize
neutralized neutralizes neutralizing neutrino neutrinos neutron neutrons never nevermore nevers nevertheless newbie
newbies newborn newborns newcomer newcomers newer newest newfangled newfound newly newlywed newlyweds newscast
newscaster newsflash newsletter newsman newsmen newspaper newspaperman newspapermen newspapers newsprint newsreader
newsreel newsreels newsroom newsstand newsstands newsworthy newton newtonian nexus nibble nibbled nibbles nibbling
nicaraguan nicely niceness nicer nicest niceties niche nicholas nicked nickel nickels nicker nickers nicking
nickname nicknamed nicknames nicks nicole nicotine niece nieces nietzschean nifty nigel nigerian nigerians nigger
niggers niggling night nightcap nightclub nightclubs nightdress nightfall nightgown nightie nightingale nightingales
nightlife nightly nightmare nightmares nightmarish nights nightshade nightshirt nightstand nighttime nighty
nihilistic nikki nikolai niles nimble nimrod nincompoop nines nineteen nineteenth nineties ninety ninja ninjas ninny
ninth nipped nipper nipping nipple nipples nippy nirvana nitrate nitrates nitric nitro nitrogen nitroglycerin
nitroglycerine nitrous nitwit nitwits nixed nixon nobel nobility noble nobleman noblemen nobler nobles noblest
noblewoman nobly nobodies nobody nocturnal nodded nodding nodes nodules noggin noise noises noisy nolan nomad
nomadic nomads nomen nominal nominate nominated nominating nomination nominations nominee nominees nonchalant
noncommissioned noncompliance nondescript nondisclosure nonessential nonetheless nonexistent nonfat nonfiction
nonhuman nonlethal nonlinear nonprofit nonsense nonsensical nonsmoking nonstop nonverbal nonviolence nonviolent
noodle noodles nookie nooks noonday noose norma normal normalcy normality normalize normally norman normans norms
norse north northbound northeast northeastern northerly northern northerners northernmost northmen northward
northwest northwestern norway norwegian norwegians nosebleed nosebleeds nosed nosedive noses nosey nosing nostalgia
nostalgic nostril nostrils notable notably notarized notary notation notations notch notches notebook notebooks
noted notepad notes noteworthy nothing nothingness nothings notice noticeable noticeably noticed notices noticing
notification notifications notified notifies notify notifying noting notion notions notoriety notorious notoriously
notwithstanding nougat nought nouns nourish nourished nourishes nourishing nourishment novel novelist novelists
novels novelty november novice novices nowadays nowhere noxious nozzle nuance nuanced nuances nubian nubile nuclear
nuclei nucleotide nucleotides nucleus nudes nudge nudged nudging nudist nudity nugget nuggets nuisance nuked nukes
nuking nullified nullifies nullify numbed number numbered numbering numbers numbing numbness numbs numbskull numeral
numerals numeric numerical numerous nunnery nuptial nuptials nurse nursed nursemaid nurseries nursery nurses nursing
nurture nurtured nurtures nurturing nutcase nutcases nutcracker nuthouse nutmeg nutrient nutrients nutrition
nutritional nutritionist nutritious nutshell nutter nutters nuttier nutty nylon nylons nymph nympho nymphomaniac
nymphs oases oasis oates oaths oatmeal obama obedience obedient obediently obelisk obese obesity obeyed obeying
obeys obituaries obituary object objected objectified objectify objectifying objecting objection objectionable
objections objective objectively objectives objectivity objects obligate obligated obligation obligations obligatory
oblige obliged obliges obliging oblique obliterate obliterated obliterates obliterating oblivion oblivious obnoxious
obscene obscenely obscenities obscenity obscure obscured obscures obscuring obscurity obsequious observable
observance observant observation observational observations observatory observe observed observer observers observes
observing obsess obsessed obsesses obsessing obsession obsessions obsessive obsessively obsidian obsolete obstacle
obstacles obstetrician obstetrics obstinacy obstinate obstruct obstructed obstructing obstruction obstructions
obstructs obtain obtained obtaining obtains obtuse obvious obviously occasion occasional occasionally occasioned
occasions occipital occult occupancy occupant occupants occupation occupational occupations occupied occupies occupy
occupying occur occurred occurrence occurrences occurring occurs ocean oceanic oceans ochre octane octave octavian
october octopus ocular oculus oddball oddest oddities oddity oddly odessa odious odometer odorless odors odyssey
offal offbeat offed offend offended offender offenders offending offends offense offenses offensive offer offered
offering offerings offers offhand office officer officers offices official officially officials officiate
officiating officious offing offline offload offloaded offset offshoot offshore offspring offstage often oftentimes
ogled ogling ogres oiled oiling ointment okayed oklahoma olden older oldest oldie oldies olfactory oligarchs olive
oliver olives olivia olivier ollie olympian olympians olympic olympics omega omelet omelets omelette omens ominous
omission omitted omitting omnibus omnipotence omnipotent omnipresent omniscient oncologist oncology oncoming oneness
onerous oneself onetime ongoing onion onions online onlookers onscreen onset onslaught onstage onward onwards oodles
oomph oozed oozes oozing opaque opened opener opening openings openly openness opens opera operas operate operated
operates operatic operating operation operational operations operative operatives operator operators operetta
ophthalmologist opiate opiates opinion opinionated opinions opium opponent opponents opportune opportunist
opportunistic opportunists opportunities opportunity opposable oppose opposed opposes opposing opposite opposites
opposition oppress oppressed oppresses oppressing oppression oppressive oppressor oppressors oprah opted optic
optical optics optimal optimism optimist optimistic optimization optimize optimum opting option optional options
optometrist opulence opulent oracle oracles orally orange oranges orangutan orangutans orator oratory orbit orbital
orbited orbiter orbiting orbits orcas orchard orchards orchestra orchestral orchestras orchestrate orchestrated
orchestrating orchid orchids ordain ordained ordeal ordeals order ordered ordering orderlies orderly orders
ordinance ordinances ordinarily ordinary ordination ordnance oregano oregon orestes organ organic organically
organics organism organisms organist organization organizational organizations organize organized organizer
organizers organizes organizing organs orgasm orgasmic orgasms orgies orient oriental orientals orientation oriented
orifice orifices origami origin original originality originally originals originate originated originates
originating origins orion orlando orleans ornament ornamental ornaments ornate ornery ornithological orphan
orphanage orphanages orphaned orphans orson orthodontist orthodox orthopedic oscar oscars oscillating oscillation
oscillator osmotic ostensibly ostentatious ostracized ostrich ostriches oswald other others otherwise otherworldly
otter otters ottoman ottomans ought ouija ounce ounces ourself ourselves ousted outage outages outback outbid
outboard outbound outbreak outbreaks outburst outbursts outcast outcasts outclassed outcome outcomes outcry outdated
outdid outdo outdone outdoor outdoors outdoorsy outed outer outermost outfield outfit outfits outfitted outflank
outflanked outflow outfox outfoxed outgoing outgrew outgrow outgrown outgun outgunned outhouse outing outings
outlandish outlast outlasted outlaw outlawed outlawing outlaws outlay outlet outlets outline outlined outlines
outlining outlive outlived outlives outlook outlying outmaneuver outmaneuvered outmoded outnumber outnumbered
outnumbers outpatient outplayed outpost outposts outpouring output outrage outraged outrageous outrageously outran
outrank outranks outreach outright outrun outrunning outset outshine outshines outshoot outside outsider outsiders
outskirts outsmart outsmarted outsmarting outsource outsourced outsourcing outspoken outstanding outstayed
outstretched outta outthink outward outwardly outwards outweigh outweighed outweighs outwit outwith outwitted
ovarian ovaries ovary ovation ovens overabundance overactive overall overalls overbearing overblown overboard
overbooked overburdened overcame overcast overcharge overcharged overcharging overcoat overcome overcomes overcoming
overcompensate overcompensating overconfidence overconfident overcook overcooked overcrowded overcrowding
overdeveloped overdid overdo overdoing overdone overdose overdosed overdoses overdosing overdraft overdrawn
overdressed overdrive overdue overestimate overestimated overestimating overexcited overexert overextended overflow
overflowed overflowing overflows overgrown overhand overhaul overhead overheads overhear overheard overhearing
overheat overheated overheating overjoyed overkill overland overlap overlapping overlay overload overloaded
overloading overlook overlooked overlooking overlooks overlord overlords overly overnight overpaid overpass overplay
overplayed overpopulation overpower overpowered overpowering overpowers overpriced overprotective overqualified
overran overrated overreached overreaching overreact overreacted overreacting overreaction overridden override
overrides overriding overripe overrode overrule overruled overrun overs oversaw overseas oversee overseeing overseen
overseer overseers oversees oversell oversensitive oversexed overshadow overshadowed overshot oversight oversized
overslept oversold overstate overstated overstating overstay overstayed overstep overstepped overstepping
overstuffed overt overtake overtaken overtakes overtaking overthrew overthrow overthrowing overthrown overthrows
overtime overtly overtones overtook overture overtures overturn overturned overturning overuse overused overview
overweight overwhelm overwhelmed overwhelming overwhelmingly overwhelms overwork overworked overworking overwrite
overwrought overzealous ovulating ovulation owens owing owned owner owners ownership owning oxford oxidation oxide
oxidized oxygen oxygenated oxytocin oyster oysters ozone pablo paced pacemaker paces pacific pacification pacified
pacifier pacifism pacifist pacify pacing package packaged packages packaging packed packer packers packet packets
packing packs pacts padded paddies padding paddle paddled paddles paddling paddock paddy padlock padlocked padlocks
padre padres padrone paella pagan pagans pageant pageantry pageants paged pager pagers pages paging pagoda paige
pails pained painful painfully paining painkiller painkillers painless painlessly pains painstaking painstakingly
paint paintball paintbrush painted painter painters painting paintings paints paired pairing pairings pairs paisa
paisley pajama pajamas pakistan pakistani palace palaces paladin palanquin palatable palate palates palatial palazzo
paleface paleontologist paleontologists paleontology paler pales palestinian palestinians palette palladium
pallbearer pallbearers pallet pallets palliative pallid palling pallor palmed palmer palming palms palpable palpate
palpitations palsy paltry pamela pamper pampered pampering pampers pamphlet pamphlets panache panama panamanian
pancake pancakes pancreas pancreatic panda pandas pandemic pandemonium pander pandering panel paneling panels panes
pangs panhandling panic panicked panicking panicky panics panned panning panorama panoramic pansies pansy pantheon
panther panthers panties panting pantomime pantry pants pantsuit panty pantyhose panzer panzers papacy papal
paparazzi papaya paper paperback paperboy papered papers paperweight paperwork pappy paprika papyrus parable
parabolic parachute parachuted parachutes parachuting parade paraded parades paradigm parading paradise paradox
paradoxes paradoxical paraffin paragon paragraph paragraphs parakeet paralegal parallel parallels paralysis
paralytic paralyze paralyzed paralyzes paralyzing paramedic paramedics parameter parameters paramilitary paramount
paramour paranoia paranoid paranormal parapet paraphernalia paraphrase paraphrasing paraplegic parasite parasites
parasitic parasol paratrooper paratroopers parcel parcels parched parchment pardon pardoned pardoning pardons parent
parental parenthood parenting parents parfait pariah parietal paring paris parish parishes parishioner parishioners
parisian parisians parity parka parked parker parking parks parkway parlance parlay parlayed parley parliament
parliamentary parlor parlors parmesan parochial parody parole paroled parolee parolees parquet parrish parrot
parrots parry parse parsecs parsley parsnip parson parsons partake partaken partaking parted partial partially
partials participant participants participate participated participates participating participation particle
particles particular particularly particulars particulate particulates partied parties parting partisan partisans
partition partitions partly partner partnered partnering partners partnership partnerships partook partridge parts
party partying parvati pascal pasha passable passage passages passageway passageways passed passel passenger
passengers passerby passersby passes passing passion passionate passionately passions passive passively passkey
passport passports password passwords pasta paste pasted pastel pasties pastime pastimes pasting pastor pastoral
pastors pastrami pastries pastry pasts pasture pastures pasty patch patched patches patching patchouli patchwork
patchy patent patented patently patents paternal paternity pathetic pathetically pathogen pathogenic pathogens
pathological pathologically pathologist pathologists pathology pathos paths pathway pathways patience patient
patiently patients patina patio patriarch patriarchal patricia patrician patrick patriot patriotic patriotism
patriots patrol patrolled patrolling patrolman patrolmen patrols patron patronage patroness patronize patronized
patronizing patrons patsy patted patter pattering pattern patterned patterns patties patting patty paula pauline
paunch pauper paupers pause paused pauses pausing paved pavement pavements pavilion paving pawed pawing pawnbroker
pawned pawning pawns pawnshop payable payback paycheck paychecks payday payers paying payload paymaster payment
payments payoff payoffs payola payout payphone payroll peace peaceable peaceably peaceful peacefully peacekeepers
peacekeeping peacetime peach peaches peachy peacock peacocks peaked peaking peaks peanut peanuts pearl pearls pearly
pears peasant peasants pebble pebbles pecan pecans pecked pecker peckers pecking peckish pecks pectoral peculiar
peculiarities peculiarity peculiarly pedal pedaled pedaling pedals pedantic peddle peddled peddler peddlers peddles
peddling pedestal pedestrian pedestrians pediatric pediatrician pediatrics pedicure pedigree pedophile pedophiles
pedro peeing peeked peeking peeks peeled peeler peeling peels peeped peepers peephole peeping peeps peered peering
peerless peers peeved peevish peewee pegged peggy pejorative peking pelican pelicans pellet pellets pelted pelting
pelts pelvic pelvis penal penalize penalized penalties penalty penance pence penchant pencil penciled pencils
pendant pendants pending pendulum penelope penetrate penetrated penetrates penetrating penetration penguin penguins
penicillin penile peninsula penis penises penitence penitent penitentiary penknife penmanship pennant penne penned
pennies penniless penning pennsylvania penny pension pensioned pensioner pensioners pensions pensive pentacle
pentagon pentagram penthouse penultimate peonies peons peony people peopled peoples pepper peppered peppering
peppermint pepperoni peppers peppy pepsi peptic peptide perceive perceived perceives perceiving percent percentage
percentages percentile perceptible perception perceptions perceptive perceptual perch perchance perched percolator
percussion percussive percy perdition peregrine perennial perfect perfected perfecting perfection perfectionist
perfectly perfidious perforate perforated perforation perforce perform performance performances performed performer
performers performing performs perfume perfumed perfumes perhaps pericardial peril perilous perilously perils
perimeter perimeters period periodic periodical periodically periodicals periods peripheral periphery periscope
perish perishable perished perishing peritoneal perjure perjured perjury perked perkins perks perky permafrost
permanence permanent permanently permeate permeated permeates permian permissible permission permissions permissive
permit permits permitted permitting permutations pernicious peroxide perpendicular perpetrate perpetrated
perpetrating perpetrator perpetrators perpetual perpetually perpetuate perpetuated perpetuates perpetuating
perpetuity perplexed perplexing perry persecute persecuted persecuting persecution perseverance persevere pershing
persian persians persimmon persimmons persist persisted persistence persistent persistently persists person persona
personable personage personal personalities personality personalize personalized personally personals personas
personification personified personnel persons perspective perspectives perspiration perspiring persuade persuaded
persuades persuading persuasion persuasive pertain pertaining pertains pertinent perturbed peruse perusing peruvian
pervades pervasive perverse perversion perversions perversity pervert perverted perverting perverts pervs pesetas
pesky pesos pessimism pessimist pessimistic pester pestered pestering pesticide pesticides pestilence pestilent
pesto pests petal petals peter petered petit petite petition petitioned petitioner petitioning petitions petrified
petrochemical petrol petroleum petted petticoat petticoats pettiness petting petty petulant petunias pewter peyote
phalanges phalanx phallic phallus phantom phantoms pharaoh pharaohs pharmaceutical pharmaceuticals pharmacies
pharmacist pharmacy phase phased phases phasing pheasant pheasants phenomena phenomenal phenomenally phenomenon
pheromone pheromones philadelphia philanderer philandering philanthropic philanthropist philanthropy philip philippe
philippine philippines philistine philistines phillip phillips philly philosopher philosophers philosophical
philosophically philosophies philosophy phish phlegm phobia phobias phobic phoebe phoenician phoenicians phoenix
phone phoned phones phonetic phoney phonies phoning phonograph phony phosphate phosphorescent phosphorous phosphorus
photo photocopied photocopier photocopies photocopy photocopying photogenic photograph photographed photographer
photographers photographic photographing photographs photography photon photonic photons photos photosynthesis
phrase phrased phrases phrasing phyllis physic physical physicality physically physicals physician physicians
physicist physicists physics physio physiological physiologically physiology physique pianist piano pianos piazza
picard piccadilly piccolo pickaxe picked picker pickering pickers picket picketing pickets picking pickings pickle
pickled pickles pickling pickpocket pickpockets picks pickup pickups picky picnic picnics pictorial picture pictured
pictures picturesque picturing piddling piddly piece pieced pieces piecing pierce pierced pierces piercing piercings
pierre piers piety pigeon pigeonhole pigeons piggies piggy piggyback piggybacked piggybacking pigheaded piglet
piglets pigment pigmentation pigments pigskin pigsty pigtails pikes pilate pilates piled piles pileup pilfer
pilfered pilfering pilgrim pilgrimage pilgrims piling pillage pillaged pillaging pillar pillars pillbox pillow
pillowcase pillows pills pilot piloted piloting pilots pimento pimped pimping pimple pimples pimply pimps pinball
pincer pincers pinch pinched pinches pinching pineal pineapple pineapples pined pines pinewood pinged pinging pings
pinhead pinhole pinholes pining pinkie pinkies pinking pinkish pinko pinks pinky pinnacle pinned pinning pinochle
pinot pinpoint pinpointed pinpointing pinpoints pinprick pinstripe pinto pints pinup pinwheel pioneer pioneered
pioneering pioneers pious piped pipeline pipelines piper pipers pipes piping pipsqueak pique piqued piracy piranha
piranhas pirate pirated pirates pirating pisces pissed pisser pisses pissing pistachio pistol pistols piston pistons
pitch pitched pitcher pitchers pitches pitchfork pitchforks pitching piteous pitfalls pithy pitiable pitied pities
pitiful pitifully pitiless pittance pitted pitting pittsburgh pituitary pitying pivot pivotal pixel pixels pixie
pixies pizza pizzas pizzeria placard placards placate place placebo placed placement placements placenta placental
places placid placing plagiarism plagiarized plagiarizing plague plagued plagues plaguing plaid plain plainclothes
plainer plainly plains plaintiff plaintiffs plaintive plait plane planes planet planetarium planetary planetoid
planets planing plank planks plankton planned planner planners planning plans plant plantain plantation plantations
planted planter planters planting plants plaque plaques plasma plaster plastered plastering plasters plastic
plastics plastique plate plateau plated platelet platelets plates platform platforms plating platinum platitudes
platonic platoon platoons platter platters platypus plausible playa playback playbook playboy playboys played player
players playful playfully playfulness playground playgrounds playhouse playing playmate playmates playoff playoffs
playpen playroom plays playstation plaything playthings playtime playwright plaza plead pleaded pleading pleads
pleas pleasant pleasanter pleasantly pleasantries please pleased pleases pleasing pleasurable pleasure pleasured
pleasures pleasuring pleated pleats pledge pledged pledges pledging plenary plentiful plenty plethora pleural plexus
pliable plied pliers plight plodding plonk plopped plots plotted plotters plotting plough ploughed ploughing ploughs
plowed plowing plows pluck plucked plucking plucks plucky plugged plugging plugs plumage plumb plumber plumbers
plumbing plume plumes plummet plummeted plummeting plummets plump plums plunder plundered plundering plunge plunged
plunger plunges plunging plunk plural pluses plush pluto plutonium plying plywood pneumatic pneumonia pneumonic
poach poached poacher poachers poaching pocahontas pocket pocketbook pocketed pocketful pocketing pocketknife
pockets pockmarked podcast podiatrist podium podunk poems poetic poetical poetry poets poignant point pointed
pointer pointers pointing pointless points pointy poirot poise poised poison poisoned poisoner poisoning poisonous
poisons poked poker pokes pokey poking poland polar polarity polarized polarizing polaroid polaroids polecat polenta
poles police policed policeman policemen polices policewoman policies policing policy polio polish polished polishes
polishing polite politely politeness politic political politically politician politicians politics polka polled
pollen pollinate pollination polling polls pollutants pollute polluted pollutes polluting pollution polly polonium
poltergeist polyester polyethylene polygamist polygamy polygraph polymer polynesian polyp polyps polystyrene
polyurethane pomegranate pommel pompous ponce poncho poncy ponder pondered pondering ponderous ponders ponds ponies
pontiff pontoon pontoons ponytail ponytails pooch poodle poodles pooled pooling poolroom pools poolside pooped
pooping poops poorer poorest poorly popcorn popes poplar poppa popped poppers poppies popping poppins poppy popsicle
populace popular popularity popularly populate populated population populations populist populous porcelain porch
porches porcine porcupine pored pores poring porky porno pornographic pornography porous porpoise porridge porsche
portable portal portals portent portents porter porterhouse porters portfolio portfolios porthole portion portions
portland portly portrait portraits portray portrayal portrayed portraying portrays ports portuguese posed poser
posers poses posies posing posit posited position positional positioned positioning positions positive positively
positives positivity positron posse posses possess possessed possesses possessing possession possessions possessive
possessor possibilities possibility possible possibly possum possums postage postal postcard postcards posted poster
posterior posterity posters postgraduate posthumous posthumously posting postings postman postmark postmarked
postmaster postmen postmodern postmortem postpartum postpone postponed postponement postponing posts postulate
postulated posture postures posturing postwar potassium potato potatoes potbellied potency potent potential
potentially potentials pothead potheads pothole potholes potion potions potluck potpourri potshot potshots potted
potter potters pottery potting potty pouch pouches poultice poultry pounce pounced pouncing pound pounded pounding
pounds poured pouring pours pouting pouty poverty powder powdered powdering powders powdery powell power powered
powerful powerfully powerhouse powering powerless powerpoint powers powwow practical practically practice practiced
practices practicing practise practised practises practising practitioner practitioners praetorian pragmatic prague
prairie prairies praise praised praises praiseworthy praising prance prancing prank pranks prankster prating prattle
prattling prawn prawns prayed prayer prayers praying prays preach preached preacher preachers preaches preaching
preachy preamble prearranged precarious precariously precaution precautionary precautions precede preceded
precedence precedent precedents precedes preceding precept precepts precinct precincts precious precipice
precipitate precipitated precipitating precipitation precipitous precise precisely precision preclude precludes
precocious preconceived preconceptions precursor predate predates predation predator predators predatory predecessor
predecessors predestined predetermined predicament predicated predict predictable predictably predicted predicting
prediction predictions predictive predictor predicts predilection predisposed predisposition predominant
predominantly preeminent preempt preemptive preen preening preexisting prefab prefabricated preface prefect prefects
prefecture prefer preferable preferably preference preferences preferential preferred preferring prefers prefix
preflight prefrontal pregame pregnancies pregnancy pregnant preheat prehensile prehistoric prejudice prejudiced
prejudices prejudicial prelaunch preliminaries preliminary prelude premarital premature prematurely premed
premeditated premeditation premier premiere premiered premieres premise premises premium premiums premonition
premonitions prenatal prenuptial preoccupation preoccupied preordained prepaid preparation preparations preparatory
prepare prepared preparedness prepares preparing preponderance preposterous prepped prepping preppy prepubescent
prerecorded prerequisite prerogative presbyterian preschool prescribe prescribed prescribes prescribing prescription
prescriptions presence present presentable presentation presentations presented presenter presenting presently
presents preservation preservative preservatives preserve preserved preserver preserves preserving preset preside
presided presidency president presidential presidents presides presiding press pressed presses pressing pressure
pressured pressures pressuring pressurization pressurize pressurized prestige prestigious presto preston presumably
presume presumed presumes presuming presumption presumptive presumptuous presupposes preteen pretence pretend
pretended pretender pretenders pretending pretends pretense pretenses pretensions pretentious preternatural pretext
pretrial prettier prettiest pretty pretzel pretzels prevail prevailed prevailing prevails prevalent prevent
preventable preventative prevented preventing prevention preventive prevents preview previews previous previously
prewar preyed preying preys price priced priceless prices pricey pricing prick pricked pricking prickly pricks pride
prided prideful prides pried priest priestess priestesses priesthood priestly priests primacy primal primaries
primarily primary primate primates prime primed primer primetime primeval priming primitive primitives primo
primordial primrose primus prince princely princes princess princesses principal principally principals principle
principled principles print printed printer printers printing printout printouts prints prion prior priorities
prioritize prioritized prioritizing priority priors priory priscilla prism prison prisoner prisoners prisons prissy
pristine prithee privacy private privateer privately privates privatization privatize privatized privilege
privileged privileges privy prize prized prizes proactive probabilities probability probable probably probate
probation probationary probative probe probed probes probing problem problematic problems procedural procedure
procedures proceed proceeded proceeding proceedings proceeds process processed processes processing procession
processions processor processors proclaim proclaimed proclaiming proclaims proclamation proclivities proclivity
procreate procreation proctologist proctor procurator procure procured procurement procuring prodded prodding
prodigal prodigies prodigious prodigy produce produced producer producers produces producing product production
productions productive productivity products profane profanity profess professed professes professing profession
professional professionalism professionally professionals professions professor professors professorship proffer
proffered proficiency proficient profile profiled profiles profiling profit profitability profitable profited
profiteering profiteers profiting profits profound profoundly profusely profusion progeny prognosis program
programed programmable programmed programmer programmers programming programs progress progressed progresses
progressing progression progressive progressively prohibit prohibited prohibiting prohibition prohibits project
projected projectile projectiles projecting projection projectionist projections projector projectors projects
proletarian proletariat proliferation prolific prologue prolong prolonged prolonging prolongs promenade prominence
prominent prominently promiscuity promiscuous promise promised promises promising promissory promo promos promote
promoted promoter promoters promotes promoting promotion promotional promotions prompt prompted prompting promptly
prompts proms prone prong prongs pronoun pronounce pronounced pronouncements pronounces pronouncing pronouns pronto
pronunciation proof proofing proofread proofreading proofs propaganda propagate propagated propagating propagation
propane propel propellant propelled propeller propellers propelling propels propensity proper properly properties
property prophecies prophecy prophesied prophesies prophesy prophet prophetic prophets prophylactic propitious
proponent proponents proportion proportional proportionate proportions proposal proposals propose proposed proposes
proposing proposition propositioned propositioning propositions propped propping proprietary proprietor propriety
props propulsion prosaic prosciutto prose prosecute prosecuted prosecuting prosecution prosecutions prosecutor
prosecutors prospect prospecting prospective prospector prospectors prospects prospectus prosper prospered
prospering prosperity prosperous prostate prosthesis prosthetic prosthetics prostitute prostitutes prostituting
prostitution prostrate protagonist protagonists protect protected protecting protection protections protective
protector protectors protects protein proteins protest protestant protestants protestations protested protester
protesters protesting protestors protests protocol protocols proton protons prototype prototypes protracted
protruding proud prouder proudest proudly prove proved proven provenance proverb proverbial proverbs proves provide
provided providence provider providers provides providing province provinces provincial proving provision
provisional provisions proviso provocation provocative provoke provoked provokes provoking provost prowess prowl
prowler prowlers prowling prowls proxies proximal proximate proximity proxy prude prudence prudent prudish prune
pruned prunes pruning prurient prussian prussians prussic prying psalm psalms pseudo pseudonym psych psyche psyched
psychedelic psychiatric psychiatrist psychiatrists psychiatry psychic psychically psychics psyching psycho
psychoactive psychoanalysis psychoanalyst psychoanalytic psychoanalyze psychobabble psychokinetic psychological
psychologically psychologist psychologists psychology psychopath psychopathic psychopaths psychos psychosexual
psychosis psychosomatic psychotherapist psychotherapy psychotic psychotics psychotropic pterodactyl puberty pubes
pubescent pubic public publication publications publicist publicists publicity publicize publicized publicly publish
published publisher publishers publishes publishing pucker puckered pudding puddings puddle puddles pudgy puerile
puffed puffer puffin puffing puffs puffy pugilistic puked pukes puking pulitzer pulled pulley pulleys pulling
pullout pullover pulls pulmonary pulpit pulsar pulsars pulsating pulse pulses pulsing pulverize pulverized pumice
pummel pummeled pummeling pumped pumping pumpkin pumpkins pumps punch punched punches punching punchline punchy
punctual punctuality punctuated punctuation puncture punctured punctures puncturing pundits pungent punish
punishable punished punishes punishing punishment punishments punitive punjab punjabis punks punter punters punting
pupil pupillary pupils puppet puppeteer puppets puppies puppy purchase purchased purchaser purchases purchasing
purebred puree pureed purely purer purest purgatory purge purged purges purging purification purified purifies
purify purifying puritan puritanical puritans purity purple purported purports purpose purposeful purposefully
purposely purposes purring purrs purse purser purses pursuant pursue pursued pursuers pursues pursuing pursuit
pursuits purveyor purveyors purview pushcart pushed pusher pushers pushes pushing pushover pushups pushy pussies
pussy pussycat pussycats pussyfoot pussyfooting pustules putrid putter puttering putting putty puzzle puzzled
puzzles puzzling pygmies pygmy pylon pylons pyramid pyramids pyres pyroclastic pyromaniac pyrotechnics python
pythons quack quacking quacks quadrant quadrants quadratic quadrillion quadruple quadrupled quads quagmire quail
quaint quake quakers quakes quaking qualification qualifications qualified qualifies qualify qualifying qualities
quality qualms quandary quantify quantitative quantities quantity quantum quarantine quarantined quarantining quark
quarks quarrel quarreled quarreling quarrelled quarrelling quarrels quarrelsome quarries quarry quart quarter
quarterback quarterbacks quartered quarterly quartermaster quarters quartet quarts quartz quash queasy queen queens
queer queers quell quench quenched quenches quentin queries query quest questing question questionable questioned
questioning questionnaire questionnaires questions quests queue queued queues queuing quibble quibbling quiche quick
quicken quickening quickens quicker quickest quickfire quickie quickly quickness quicksand quicksilver quiet quieted
quieten quieter quietest quietly quietness quiets quill quills quilt quilted quilting quilts quince quincy quinine
quinn quint quintessence quintessential quips quirk quirks quirky quite quits quitter quitters quitting quiver
quivering quivers quizzes quizzing quorum quota quotas quotation quotations quote quoted quotes quoth quotient
quoting rabbi rabbinical rabbis rabbit rabbits rabble rabid rabies raccoon raccoons raced racehorse racehorses racer
racers races racetrack rachel racial racially racing racism racist racists racked racket racketeer racketeering
rackets racking racks racquet racquetball radar radars radial radiance radiant radiate radiated radiates radiating
radiation radiator radiators radical radicalized radically radicals radio radioactive radioactivity radioed
radiological radiologist radiology radios radish radishes radium radius rafael raffle rafters rafting rafts raged
rages ragged raggedy ragging raging ragout ragtag ragtime raided raider raiders raiding raids railed railing
railings railroad railroaded railroading railroads rails railway railways rainbow rainbows raincoat raincoats
raindrop raindrops rained rainfall rainforest rainforests raining rains rainstorm rainwater rainy raise raised
raises raisin raising raisins raked rakes raking rallied rallies rally rallying ralph ramble rambled rambling
ramblings rambunctious ramen rameses ramesses ramifications rammed ramming ramon rampage rampaging rampant rampart
ramparts ramps ramrod ramses ramshackle rance ranch rancher ranchers ranches ranching rancho rancid rancor randall
random randomized randomly randomness randy range ranged ranger rangers ranges ranging ranked ranking rankings ranks
ransack ransacked ransacking ransom ranting rants rapacious raped rapes rapid rapidly rapids rapier raping rapist
rapists rapped rappel rappelling rapper rappers rapping rapport raptor raptors rapture raquel rarefied rarely rarer
rarest raring rarity rascal rascally rascals rashes rashly raspberries raspberry rasping raspy ratchet rated rates
rather ratification ratified ratify rating ratings ratio ration rational rationale rationality rationalize
rationalized rationalizing rationally rationed rationing rations ratios rattan ratted ratting rattle rattled rattler
rattles rattlesnake rattlesnakes rattling ratty raucous raunchy ravage ravaged ravages ravaging raved raven ravening
ravenous ravens raves ravine ravines raving ravings ravioli ravish ravished ravishing rawhide raymond razed razor
razors reach reachable reached reaches reaching reacquaint reacquainted reacquire react reacted reacting reaction
reactionaries reactionary reactions reactivate reactivated reactive reactor reactors reacts readable reader readers
readership readied readies readily readiness reading readings readjust readout readouts reads ready readying
reaffirm reaffirmed reagan reagent realest realign realigned realism realist realistic realistically realities
reality realization realize realized realizes realizing really realm realms realtor realtors realty reamed reams
reanimate reanimated reanimation reaped reaper reapers reaping reappear reappearance reappeared reappears reapply
reaps reared rearguard rearing rearrange rearranged rearranges rearranging rears reason reasonable reasonably
reasoned reasoning reasons reassemble reassembled reassembling reassert reassess reassign reassigned reassigning
reassignment reassurance reassure reassured reassures reassuring reattach reawaken rebate rebecca rebel rebelled
rebelling rebellion rebellions rebellious rebels rebirth reboot rebooted rebooting reborn rebound rebuffed rebuild
rebuilding rebuilds rebuilt rebuke rebuked rebut rebuttal recalibrate recalibrating recall recalled recalling
recalls recant recanted recap recapping recapture recaptured recapturing recast recede receded recedes receding
receipt receipts receive received receiver receivers receives receiving recent recently receptacle reception
receptionist receptions receptive receptor receptors recess recessed recesses recession recessive recharge recharged
recharging recheck rechecked rechecking recipe recipes recipient recipients reciprocal reciprocate reciprocated
reciprocating recital recitation recite recited recites reciting reckless recklessly recklessness reckon reckoned
reckoning reckons reclaim reclaimed reclaiming reclamation reclassified recline reclining recluse reclusive recode
recognition recognizable recognize recognized recognizes recognizing recoil recollect recollection recollections
recombinant recommend recommendation recommendations recommended recommending recommends recompense recon reconcile
reconciled reconciliation reconciling reconfigure reconfigured reconfiguring reconfirm reconnaissance reconnect
reconnected reconnecting reconnoiter reconsider reconsidered reconsidering reconstitute reconstituted reconstruct
reconstructed reconstructing reconstruction reconstructive reconvene record recorded recorder recorders recording
recordings records recount recounted recounting recounts recoup recourse recover recovered recovering recovers
recovery recreate recreated recreating recreation recreational recruit recruited recruiter recruiters recruiting
recruitment recruits rectal rectangle rectangular rectified rectify rectifying rector rectory rectum recuperate
recuperating recurrence recurrent recurring recursive recuse recused recut recycle recycled recycles recycling
redacted redcoat redcoats redder reddish redecorate redecorated redecorating redeem redeemable redeemed redeemer
redeeming redeems redefine redefined redefining redemption redeploy redeployed redesign redesigned redesigning
redevelopment redhead redheaded redheads redial redid redirect redirected redirecting rediscover rediscovered
rediscovering redistribute redistribution redneck rednecks redness redoing redone redouble redraw redress redskin
redskins reduce reduced reduces reducing reduction reductions reductive redundancies redundancy redundant redwood
reeds reefer reefs reeked reeking reeks reelected reelection reeled reeling reels reenact reenacting reenactment
reenter reentered reentering reentry reese reestablish reestablished reestablishing reevaluate reeves reexamine
refer referee referees reference referenced references referencing referendum referral referrals referred referring
refers refill refilled refilling refills refinance refine refined refinement refinements refineries refinery
refining refit refitted reflect reflected reflecting reflection reflections reflective reflector reflectors reflects
reflex reflexes reflexive reflux refocus reform reformation reformatory reformed reformer reformers reforming
reforms refracted refraction refractory refrain refrained refresh refreshed refresher refreshes refreshing
refreshingly refreshment refreshments refrigerate refrigerated refrigeration refrigerator refrigerators refuel
refueled refueling refuelling refuge refugee refugees refund refunds refurbish refurbished refurbishing refusal
refuse refused refuses refusing refute refuted regain regained regaining regains regal regale regard regarded
regarding regardless regards regatta regency regenerate regenerated regenerates regenerating regeneration
regenerative regent regents reggae reggie regime regimen regiment regimental regimented regiments regimes regina
region regional regions register registered registering registers registrar registration registrations registry
regress regressed regressing regression regressive regret regretful regretfully regrets regrettable regrettably
regretted regretting regroup regrouped regrouping regrow regular regularity regularly regulars regulate regulated
regulates regulating regulation regulations regulator regulators regulatory regurgitate regurgitated regurgitating
rehab rehabilitate rehabilitated rehabilitating rehabilitation rehash rehashing rehearsal rehearsals rehearse
rehearsed rehearsing reheat reheated rehire rehired rehydrate reign reigned reigning reignite reigns reilly
reimburse reimbursed reimbursement reincarnate reincarnated reincarnation reindeer reindeers reined reinforce
reinforced reinforcement reinforcements reinforces reinforcing reins reinsert reinstate reinstated reinstatement
reinstating reintegrate reintroduce reinvent reinvented reinventing reinvest reissue reiterate reiterated reject
rejected rejecting rejection rejections rejects rejoice rejoiced rejoices rejoicing rejoin rejoined rejoining
rejuvenate rejuvenated rejuvenating rejuvenation rekindle rekindled rekindling relapse relapsed relatable relate
related relates relating relation relations relationship relationships relative relatively relatives relativistic
relativity relaunch relax relaxation relaxed relaxes relaxing relay relayed relaying relays relearn release released
releases releasing relegated relent relentless relentlessly relevance relevant reliability reliable reliably
reliance reliant relic relics relied relief relies relieve relieved relieves relieving relight religion religions
religious religiously relinquish relinquished relinquishing relish relished relishes relishing relive relived
reliving reload reloaded reloading relocate relocated relocating relocation reluctance reluctant reluctantly relying
remade remain remainder remained remaining remains remake remaking remand remanded remark remarkable remarkably
remarked remarking remarks remarried remarry rematch remedial remedies remedy remember remembered remembering
remembers remembrance remembrances remind reminded reminder reminders reminding reminds reminisce reminiscent
reminiscing remiss remission remit remix remnant remnants remodel remodeled remodeling remodelling remorse
remorseful remorseless remote remotely remotes remotest removable removal remove removed remover removes removing
remuneration renaissance renal rename renamed renaming renault render rendered rendering renders rendezvous
rendezvoused rendition renee renegade renegades renege reneged reneging renegotiate renew renewable renewal renewed
renewing renews renounce renounced renounces renouncing renovate renovated renovating renovation renovations renown
renowned rental rentals rented renter renters renting rents renunciation reoccurring reopen reopened reopening
reorder reorganization reorganize reorganized reorganizing repack repaid repaint repainted repainting repair
repaired repairing repairman repairmen repairs reparation reparations repatriate repatriated repatriation repay
repaying repayment repays repeal repealed repeat repeated repeatedly repeater repeating repeats repel repellant
repelled repellent repelling repels repent repentance repentant repented repenting repents repercussions repertoire
repertory repetition repetitive rephrase replace replaceable replaced replacement replacements replaces replacing
replant replay replayed replaying replenish replenished replenishes replenishing replete replica replicas replicate
replicated replicates replicating replication replicator replicators replied replies reply replying repopulate
report reported reportedly reporter reporters reporting reports repose reposition repositioned repositioning
repository repossess repossessed repossessing reprehensible represent representation representations representative
representatives represented representing represents repress repressed repressing repression repressive reprieve
reprieved reprimand reprimanded reprimanding reprint reprinted reprisal reprisals reprise reproach reproached
reproaches reproaching reprobate reproduce reproduced reproduces reproducing reproduction reproductions reproductive
reprogram reprogrammed reprogramming reptile reptiles reptilian reptilians republic republican republicans republics
repudiate repugnant repulse repulsed repulses repulsion repulsive reputable reputation reputations repute reputed
reputedly request requested requesting requests requiem require required requirement requirements requires requiring
requisite requisition requisitioned requisitioning requisitions requite reread rereading reroute rerouted rerouting
rerun reruns resale reschedule rescheduled rescheduling rescind rescinded rescinding rescue rescued rescuer rescuers
rescues rescuing reseal research researched researcher researchers researches researching resect resection resell
reselling resemblance resemble resembled resembles resembling resent resented resentful resenting resentment
resentments resents reservation reservations reserve reserved reserves reserving reservoir reservoirs reset resets
resetting resettle resettlement reshape reshaped reshaping reshuffle reside resided residence residences residency
resident residential residents resides residing residual residue residues resign resignation resignations resigned
resigning resigns resilience resilient resin resist resistance resistant resisted resisting resists resold resolute
resolutely resolution resolutions resolve resolved resolves resolving resonance resonant resonate resonated
resonates resonating resonator resort resorted resorting resorts resound resounding resource resourceful
resourcefulness resources respect respectability respectable respected respectful respectfully respecting respective
respects respiration respirator respiratory respite resplendent respond responded respondent responder responders
responding responds response responses responsibilities responsibility responsible responsibly responsive restart
restarted restarting restate restaurant restaurants rested restful resting restitution restless restlessness restock
restocked restocking restoration restorative restore restored restores restoring restrain restrained restraining
restraint restraints restrict restricted restricting restriction restrictions restrictive restricts restroom
restrooms restructure restructured restructuring rests result resultant resulted resulting results resume resumed
resumes resuming resumption resupply resurface resurfaced resurgence resurrect resurrected resurrecting resurrection
resuscitate resuscitated resuscitation retail retailer retailers retails retain retained retainer retainers
retaining retains retake retaken retaking retaliate retaliated retaliation retaliatory retard retarded retards
retching retelling retention retest rethink rethinking rethought reticence reticent retina retinal retinas retinue
retire retired retiree retirees retirement retires retiring retold retort retrace retraced retracing retract
retractable retracted retracting retraction retractor retrain retransmit retreat retreated retreating retreats
retrial retribution retrieval retrieve retrieved retriever retrieves retrieving retro retroactive retroactively
retrofit retrofitted retrograde retrospect retrospective retrovirus retry return returned returning returns
reunification reunion reunions reunite reunited reuniting reuse reuters revamp revamped reveal revealed revealing
reveals reveille revel revelation revelations reveled reveling revelry revels revenge revenged revenue revenues
reverberate reverberates reverberating revere revered reverence reverend reverent reverie reversal reverse reversed
reverses reversible reversing reversion revert reverted reverting reverts review reviewed reviewer reviewing reviews
revile reviled revise revised revising revision revisionist revisions revisit revisited revisiting revitalize
revitalizing revival revive revived revives reviving revoke revoked revoking revolt revolted revolting revolts
revolution revolutionaries revolutionary revolutionize revolutionized revolutions revolve revolved revolver
revolvers revolves revolving revue revulsion revved revving reward rewarded rewarding rewards rewind rewinding
rewire rewired rewiring rework reworked reworking rewrite rewrites rewriting rewritten rewrote reynolds rhapsody
rhesus rhetoric rhetorical rheumatic rheumatism rheumatoid rhinestone rhinestones rhino rhinoceros rhinos rhode
rhodes rhubarb rhyme rhymed rhymes rhyming rhythm rhythmic rhythmically rhythms ribbed ribbing ribbon ribbons
ribcage ricardo richard richards richer riches richest richie richly richmond richness richter rickets rickety ricks
rickshaw ricky ricochet ricocheted ricocheting ricochets ricotta riddance ridden ridding riddle riddled riddles
riddling rider riders rides ridge ridges ridicule ridiculed ridiculing ridiculous ridiculously riding riffraff riffs
rifle rifled rifleman riflemen rifles rifling rifts rigged rigging right righted righteous righteously righteousness
rightful rightfully righting rightly rightness rights rigid rigidity rigidly rigor rigorous rigorously rigors riled
riley riling rinds ringed ringer ringers ringing ringleader ringleaders ringling rings ringside rinse rinsed rinsing
rioters rioting riotous riots ripen ripened ripening ripped ripper ripping ripple ripples rippling risen riser rises
rising risked riskier risking risks risky risotto rites ritual ritualistic ritualized rituals ritzy rival rivaled
rivaling rivalries rivalry rivals riven river rivera riverbank riverbed riverboat rivers riverside rivet riveted
riveting rivets roach roaches roadblock roadblocks roadhouse roadie roadkill roads roadside roadster roadway
roadways roamed roaming roams roared roaring roars roast roasted roasting roasts robbed robber robberies robbers
robbery robbie robbing robbins robed robert roberto roberts robes robin robins robinson robot robotic robotics
robots robust rocco rocked rocker rockers rocket rocketed rocketing rockets rockies rocking rocks rocky rodent
rodents rodeo rodney roger rogers rogue rogues roguish roland roles rolled roller rollercoaster rollers rollicking
rolling rollins rollover rolls rolodex roman romance romances romancing romanian romanians romans romantic
romantically romanticism romanticize romantics romeo romping ronald ronnie roofie roofing roofs rooftop rooftops
rookie rookies rooks roomed roomful rooming roommate roommates rooms roomy roosevelt roost rooster roosters rooted
rooting rootless roots roped ropes roping rorschach rosario rosary rosebud rosebuds rosebush rosemary roses rosetta
rosewood rosie roster rotary rotate rotated rotates rotating rotation rotational rotations rotator rotgut rotisserie
rotor rotors rotted rotten rotter rotting rottweilers rouge rough roughed rougher roughest roughing roughly
roughneck roughnecks roughshod roulette round roundabout rounded rounder roundhouse rounding rounds roundtable
roundup rouse roused rousing roust rousted rousting route routed router routes routine routinely routines routing
rover rovers roving rowan rowboat rowdies rowdy rowed rowing roxanne roxie royal royalist royally royals royalties
royalty rubbed rubber rubbers rubbery rubbing rubbish rubble rubdown rubes rubies ruble rubles rucksack ruckus
rudder ruddy rudely rudeness ruder rudest rudimentary rudolph ruffian ruffians ruffle ruffled ruffles ruffling rufus
rugby rugged ruggedly ruination ruined ruining ruinous ruins ruled ruler rulers rules ruling rulings rumba rumble
rumbled rumbles rumbling rumblings rummage rummaged rummaging rummy rumor rumored rumors rumpled rumpus runabout
runaround runaway runaways rundown runes rungs runner runners running runny runoff runts runway runways rupee rupees
rupert rupture ruptured ruptures rupturing rural rushed rushes rushing russell russia russian russians rusted rustic
rusting rustle rustled rustlers rustles rustling rusty ruthless ruthlessly ruthlessness rutting ryder sabbath
sabbatical saber sabers sabine sable sabot sabotage sabotaged sabotaging saboteur saboteurs sabre sabres sackcloth
sacked sacking sacks sacrament sacramental sacraments sacred sacrifice sacrificed sacrifices sacrificial sacrificing
sacrilege sacrilegious sacristy saddam sadden saddened saddens sadder saddest saddle saddlebags saddled saddles
saddling sadie sadism sadist sadistic sadists sadly sadness sadomasochistic safari safeguard safeguarded
safeguarding safeguards safekeeping safely safer safes safest safeties safety saffron sages sagging saggy sagittal
sahib sailboat sailboats sailed sailing sailor sailors sails saint sainted saintly saints saith sakes salaam
salacious salad salads salamander salamanders salami salaried salaries salary sales salesgirl salesman salesmen
salespeople salesperson saleswoman salient saline saliva salivary salivating sally salmon salmonella salon salons
saloon saloons salsa salted saltines salting salts saltwater salty salutation salutations salute saluted salutes
saluting salvadorans salvage salvaged salvaging salvation salvatore salve salvo samantha samaritan samaritans samba
sammy samosas sample sampled sampler samples sampling samuel samurai sanatorium sanchez sanctified sanctify
sanctimonious sanction sanctioned sanctioning sanctions sanctity sanctuaries sanctuary sanctum sandal sandals
sandalwood sandbag sandbagged sandbagging sandbags sandbox sanded sander sanders sanding sandman sandpaper sandra
sands sandstone sandstorm sandwich sandwiched sandwiches sandy saner sanest sangria sanguine sanitarium sanitary
sanitation sanitize sanitized sanitizer sanity santa santiago santos sapling saplings sapped sappers sapphire
sapphires sappy sarah saran sarcasm sarcastic sarcastically sarcophagus sardine sardines saree sarge saris sarmatian
sarsaparilla sartorial sasha sashay sashes sasquatch sassing sassy satan satanic satanists satchel sated satellite
satellites satiate satin satire satirical satisfaction satisfactorily satisfactory satisfied satisfies satisfy
satisfying saturate saturated saturation saturday saturdays saturn satyr sauce saucer saucers sauces saucy saudi
sauerkraut sauna saunders saunter saurian sausage sausages savage savaged savagely savagery savages savanna savannah
savant saved saver saves saving savings savior saviors saviour savor savored savoring savory savvy sawdust sawed
sawing sawmill sawyer saxons saxophone saying sayings sayonara scabbard scabby scabs scads scaffold scaffolding
scald scalded scalding scale scaled scales scaling scallop scalloped scallops scalp scalped scalpel scalpels
scalping scalps scaly scammed scamming scamp scamper scampered scampering scampi scams scandal scandalous scandals
scandinavian scanned scanner scanners scanning scans scant scantily scape scapegoat scapegoats scapula scarab scarce
scarcely scarcity scare scarecrow scarecrows scared scares scarf scarfing scarier scariest scaring scarlet scarred
scarring scars scarves scary scathing scatter scattered scattering scatters scatting scavenge scavenged scavenger
scavengers scavenging scenario scenarios scene scenery scenes scenic scent scented scents scepter schedule scheduled
schedules scheduling schematic schematics scheme schemed schemers schemes scheming schism schizo schizoid
schizophrenia schizophrenic schizophrenics schlep schlepping schmidt schmo schmooze schmoozing schmuck schmucks
schnapps schneider schnitzel schnook scholar scholarly scholars scholarship scholarships scholastic school schoolboy
schoolboys schoolchildren schooled schoolgirl schoolgirls schoolhouse schooling schoolmaster schoolmate schoolmates
schoolroom schools schoolteacher schoolteachers schoolwork schoolyard schooner sciatic sciatica science sciences
scientific scientifically scientist scientists scientology scintillating scion scissor scissors sclerosis scoff
scoffed scoffing scoffs scold scolded scolding scolds scoliosis scone scones scoop scooped scooping scoops scoot
scooted scooter scooters scooting scope scoped scopes scoping scopolamine scorch scorched scorcher scorching score
scoreboard scored scorer scores scoring scorn scorned scornful scorns scorpion scorpions scorsese scotch scotches
scotland scots scott scottish scotty scoundrel scoundrels scour scoured scourge scourged scouring scout scouted
scouting scouts scowl scowling scrabble scrabbling scraggly scram scramble scrambled scrambler scrambles scrambling
scrap scrapbook scrape scraped scrapes scraping scrapings scrapped scrapping scrappy scraps scratch scratched
scratches scratching scratchy scrawl scrawled scrawny scream screamed screamer screamers screaming screams screech
screeches screeching screen screened screening screenings screenplay screenplays screens screenwriter screenwriting
screw screwball screwdriver screwdrivers screwed screwing screws screwy scribble scribbled scribbles scribbling
scribe scribes scrimmage scrimp scrip scrips script scripted scripts scripture scriptures scroll scrolling scrolls
scrooge scrotal scrotum scrounge scrounged scrounging scrub scrubbed scrubber scrubbers scrubbing scrubs scruff
scruffy scrumptious scrunch scrunched scruples scrupulous scrupulously scrutinize scrutinized scrutinizing scrutiny
scuba scuff scuffed scuffle scuffling scullery sculpt sculpted sculpting sculptor sculptors sculptural sculpture
sculptures scumbag scumbags scummy scums scurrilous scurry scurrying scurvy scuttle scuttlebutt scuttled scuttling
scuzzy scylla scythe seabed seabirds seaboard seafaring seafood seagull seagulls sealant sealed sealing seals seaman
seamen seamless seamlessly seams seamstress seaplane seaport search searched searchers searches searching
searchlight searchlights seared searing sears seashell seashells seashore seasick seaside season seasonal seasoned
seasoning seasons seatbelt seated seating seats seattle seawater seaweed seaworthy sebastian secede secluded
seclusion second secondary seconded secondhand secondly seconds secrecy secret secretarial secretaries secretary
secrete secreted secretes secreting secretion secretions secretive secretly secrets sectarian section sectional
sectionals sectioned sections sector sectors sects secular secure secured securely secures securing securities
security sedan sedate sedated sedating sedation sedative sedatives sedentary sediment sedimentary sediments sedition
seditious seduce seduced seducer seduces seducing seduction seductive seeded seeding seedling seedlings seeds seedy
seeing seeker seekers seeking seeks seemed seeming seemingly seemly seems seepage seeped seeping seeps seers seesaw
seethe seething segment segments segregate segregated segregation segue seismic seize seized seizes seizing seizure
seizures seldom select selected selecting selection selections selective selectively selects selenium selfish
selfishly selfishness selfless selflessly selflessness selfsame seller sellers selling sellout sells seltzer selves
semantic semantics semblance semen semester semesters semiautomatic semifinal semifinals seminal seminar seminars
seminary semis senate senator senatorial senators sender sending sends senegalese senile senior seniority seniors
senor senora senorita sensation sensational sensations sense sensed senseless senselessly senses sensibilities
sensibility sensible sensibly sensing sensitive sensitivities sensitivity sensor sensors sensory sensual sensuality
sensuous sentence sentenced sentences sentencing sentient sentiment sentimental sentimentality sentiments sentinel
sentinels sentries sentry seoul separate separated separately separates separating separation separatist separatists
seppuku sepsis september septic septum sequel sequels sequence sequenced sequencer sequences sequencing sequential
sequester sequestered sequestering sequin sequined sequins seraphim serbian serbians serena serenade serenaded
serenading serendipitous serendipity serene serenely serenity serfs serge sergeant sergeants sergei sergio serial
serials series serious seriously seriousness sermon sermons serotonin serpent serpentine serpents serrated serum
servant servants serve served server servers serves service serviceable serviced serviceman servicemen services
servicing servile serving servings servitude servo sesame session sessions setback setbacks settee setting settings
settle settled settlement settlements settler settlers settles settling setup setups seven sevens seventeen
seventeenth seventh seventies seventy sever several severance severe severed severely severest severing severity
severs sewage sewed sewer sewers sewing sexed sexes sexier sexiest sexiness sexing sexism sexist sexless sextant
sexton sexual sexuality sexually seymour shabbat shabby shack shacked shacking shackle shackled shackles shacks
shade shaded shades shading shadow shadowed shadowing shadows shadowy shady shaft shafted shafts shagged shagging
shaggy shags shake shakedown shaken shaker shakers shakes shakespeare shakespearean shakily shaking shaky shale
shall shallots shallow shallower shallows shalom shalt shaman shamans shambles shame shamed shameful shamefully
shameless shamelessly shames shaming shampoo shampooing shampoos shamrock shane shanghai shanghaied shank shankar
shanks shannon shanty shape shaped shapeless shapely shapes shaping shard shards share shared shareholder
shareholders shares sharing shark sharks sharon sharp sharpen sharpened sharpener sharpening sharpens sharper
sharpest sharply sharpness sharps sharpshooter sharpshooters shatter shattered shattering shatters shaun shave
shaved shaven shaver shaves shaving shavings shawl shawn shear sheared shearing shears sheath sheathe sheaves
shebang shedding sheds sheen sheep sheepdog sheepskin sheer sheet sheeting sheets sheik sheikh sheiks sheila shekels
shelby sheldon shelf shell shelled shellfish shelling shells shelly shelter sheltered sheltering shelters shelve
shelved shelves shelving shenanigans shepherd shepherdess shepherds sheppard sherbet sheriff sheriffs sherlock
sherman sherry sherwood shiatsu shied shield shielded shielding shields shift shifted shifter shifting shiftless
shifts shifty shill shilling shillings shimmer shimmering shimmers shimmy shindig shine shined shiner shines shingle
shingles shinier shining shinning shins shiny shipboard shipbuilding shipmate shipmates shipment shipments shipped
shipping ships shipshape shipwreck shipwrecked shipwrecks shipyard shipyards shire shirk shirking shirley shirt
shirtless shirts shitfaced shithead shitheads shitload shits shitted shittier shittiest shitting shitty shiva shiver
shivered shivering shivers shoal shoals shock shocked shocker shocking shockingly shocks shockwave shoddy shoebox
shoeing shoelace shoelaces shoeless shoemaker shoes shoeshine shoestring shogun shogunate shone shooing shook shoot
shooter shooters shooting shootings shootout shoots shopkeeper shopkeepers shoplift shoplifted shoplifter
shoplifting shopped shopper shoppers shopping shops shore shored shoreline shores shoring shorn short shortage
shortages shortcake shortchange shortcomings shortcut shortcuts shorted shorten shortened shortening shortens
shorter shortest shortfall shorthand shorthanded shorties shorting shortly shortness shorts shortsighted shortstop
shortwave shorty shotgun shotguns shots should shoulder shouldered shouldering shoulders shouldst shout shouted
shouting shouts shove shoved shovel shoveled shoveling shovelling shovels shoves shoving showbiz showboat
showboating showcase showcases showcasing showdown showed shower showered showering showers showgirl showgirls
showing showman showmanship shown showroom shows showtime showy shrank shrapnel shred shredded shredder shredding
shreds shrew shrewd shriek shrieked shrieking shrieks shrill shrimp shrimping shrimps shrine shrines shrink
shrinkage shrinking shrinks shrivel shriveled shrivelled shroud shrouded shrouds shrub shrubbery shrubs shrug
shrugged shrugs shrunk shrunken shtick shuck shucking shudder shuddered shuddering shudders shuffle shuffleboard
shuffled shuffles shuffling shunned shunning shuns shunt shunted shush shushed shushing shutdown shuts shutter
shuttered shuttering shutters shutting shuttle shuttled shuttles shuttling shying shylock shyness shyster siamese
siberian sibling siblings sicced sicilian sicilians sicily sickbay sicked sicken sickened sickening sickens sicker
sickest sickle sickly sickness sicko sickos sidearm sidebar sideboard sideburns sidecar sided sidekick sidekicks
sideline sidelined sidelines sides sideshow sidestep sideswiped sidetracked sidewalk sidewalks sideways sidewinder
siding sidney siege siegfried sierra siesta sieve sifted sifting sighed sighing sighs sight sighted sighting
sightings sightless sights sightseeing sigil sigma signage signal signaled signaling signalled signalling signals
signatory signature signatures signed signet significance significant significantly signified signifies signify
signifying signing signor signora signore signorina signpost signposts signs silas silence silenced silencer
silencers silences silencing silent silently silhouette silhouettes silica silicate silicon silicone silken silks
silky sillier silliest silliness silly silos silva silver silverware silvery simian similar similarities similarity
similarly simmer simmered simmering simmons simon simone simpering simple simpleminded simpler simplest simpleton
simplicity simplified simplifies simplify simplifying simplistic simply simpsons simulate simulated simulates
simulating simulation simulations simulator simulators simultaneous simultaneously since sincere sincerely sincerest
sincerity sinclair sinew sinews sinewy sinful singe singed singer singers singh singing single singled singles
singling sings singsong singular singularity singularly sinister sinkhole sinking sinks sinned sinner sinners
sinning sinus sinuses sioux siphon siphoned siphoning sipped sipping sired siren sirens sirloin sissies sissy sister
sisterhood sisterly sisters sitar sitcom sitcoms sites sitter sitting situated situation situational situations
sixes sixpence sixteen sixteenth sixth sixties sixty sizable sizeable sized sizes sizing sizzle sizzles sizzling
skate skateboard skateboarding skateboards skated skater skaters skates skating skedaddle skeet skeletal skeleton
skeletons skeptic skeptical skepticism skeptics sketch sketchbook sketched sketches sketching sketchy skewed skewer
skewered skewers skidded skidding skids skied skier skiers skies skiff skiing skilful skill skilled skillet skillful
skillfully skills skimmed skimming skimp skimpy skinhead skinheads skinned skinner skinnier skinning skinny skins
skint skintight skipped skipper skipping skippy skips skirmish skirmishes skirt skirting skirts skitter skitters
skittish skittles skivvies skulk skulking skull skulls skunk skunked skunks skydiver skydiving skylight skyline
skype skyrocket skyrocketed skyrocketing skyscraper skyscrapers slabs slack slacker slackers slacking slacks
slagging slags slain slake slammed slammer slamming slams slander slandered slandering slanderous slanders slang
slant slanted slanting slapped slapping slaps slapstick slash slashed slasher slashes slashing slate slated slater
slates slather slats slaughter slaughtered slaughterhouse slaughterhouses slaughtering slaughters slave slaved
slaver slavers slavery slaves slaving slavish slayed slayer slayers slaying slays sleaze sleazebag sleazy sledding
sledge sledgehammer sleds sleek sleep sleeper sleepers sleeping sleepless sleepover sleepovers sleeps sleepwalk
sleepwalking sleepy sleepyhead sleet sleeve sleeveless sleeves sleigh sleighing sleight slender slept sleuth
sleuthing slice sliced slices slicing slick slicked slicker slide slider sliders slides sliding slight slighted
slightest slightly slime slimmer slimming slimy sling slinging slings slingshot slink slinking slinky slipped
slipper slippers slippery slipping slips slipstream slither slithered slithering slits slitting sliver slivers sloan
sloane slobber slobbering slobbery slobs slogan slogans slogged slogging sloop slope slopes sloping slopping sloppy
sloshed sloshing sloth sloths slots slotted slouch slouching slough slovenly slowed slower slowest slowing slowly
slows sludge slugged slugger slugging sluggish slugs sluice slumber slumbering slumbers slumming slump slumped
slumps slums slung slunk slurp slurping slurps slurred slurring slurry slurs slush slushy sluts slutty slyly smack
smacked smacking smacks small smaller smallest smallish smallpox smalltime smarmy smart smarten smarter smartest
smarting smartly smartness smarts smarty smash smashed smashes smashing smattering smear smeared smearing smears
smell smelled smelling smells smelly smelt smelting smidge smidgen smile smiled smiles smiley smiling smirk smirking
smite smith smithereens smiths smithsonian smithy smiting smitten smock smoke smoked smokehouse smokeless smoker
smokers smokes smokescreen smokey smoking smoky smoldering smooch smooches smooching smooth smoothed smoother
smoothest smoothie smoothies smoothing smoothly smoothness smote smother smothered smothering smothers smouldering
smudge smudged smudges smuggle smuggled smuggler smugglers smuggles smuggling smutty snack snacking snacks snafu
snagged snags snail snails snake snakebite snaked snakes snakeskin snaking snapped snapper snapping snappy snaps
snapshot snapshots snare snared snares snarl snarled snarling snarls snatch snatched snatcher snatchers snatches
snatching snazzy sneak sneaked sneaker sneakers sneaking sneaks sneaky sneer sneered sneering sneeze sneezed sneezes
sneezing snicker snickering snickers snide sniff sniffed sniffer sniffing sniffles sniffling sniffs snifter
sniggering snipe sniper snipers sniping snipped snippets snipping snippy snips snitch snitched snitches snitching
sniveling snivelling snobbish snobby snobs snogged snogging snooker snoop snooped snooping snoopy snooty snooze
snoozing snore snored snores snoring snorkel snorkeling snort snorted snorting snorts snotty snout snouts snowball
snowballs snowboard snowboarding snowed snowfall snowflake snowflakes snowing snowman snowmen snowmobile snowmobiles
snowplow snows snowstorm snowy snubbed snuck snuff snuffed snuffing snuggle snuggled snuggling snyder soaked soaking
soaks soapbox soaping soaps soapy soared soaring soars sobbed sobbing sober sobered sobering sobers sobriety soccer
sociable social socialism socialist socialists socialite socialization socialize socialized socializing socially
societal societies society socioeconomic sociological sociology sociopath sociopathic sociopaths socked socket
sockets socks socrates sodas sodden sodding sodium sodomite sodomize sodomized sodomy sofas sofia softball soften
softened softener softening softens softer softest softly softness software soggy soiled soiling soils sojourn
solace solar solder soldering soldier soldiering soldiers solely solemn solemnity solemnly soles solicit
solicitation solicited soliciting solicitor solicitors solid solidarity solider solidified solidifies solidify
solidifying solidly solids soliloquy solitaire solitary solitude soloist solomon solos solstice soluble solution
solutions solve solved solvent solvents solves solving somalian somatic somber sombre sombrero somebodies somebody
someday somehow someone someones someplace somersault somersaults something somethings sometime sometimes someway
somewhat somewhere sommelier sonar sonata songbird songbirds songs songwriter songwriters songwriting sonia sonic
sonja sonnet sonnets sonny sonofabitch sonogram sooner soonest sooth soothe soothed soothes soothing soothsayer
sooty sophia sophie sophisticated sophistication sophomore sophomores sophomoric sopping soppy soprano sopranos
sorbet sorcerer sorcerers sorceress sorcery sordid sorely sores sorghum sororities sorority sorrel sorrier sorriest
sorrow sorrowful sorrows sorry sorta sorted sortie sorties sorting sorts sought soulful soulless souls sound sounded
sounding soundly soundproof sounds soundtrack souped soups source sourced sources sourcing sourdough soured sourpuss
soused south southbound southeast southeastern southerly southern southerners southernmost southpaw southward
southwest southwestern souvenir souvenirs sovereign sovereigns sovereignty soviet soviets sowed sowing soybean
soybeans space spacecraft spaced spaceman spacemen spaceport spaces spaceship spaceships spacesuit spacesuits
spacing spacious spade spades spaghetti spain spake spandex spangled spaniards spaniel spanish spank spanked
spanking spanned spanner spanning spans spare spared spares sparing spark sparked sparking sparkle sparkled
sparklers sparkles sparkling sparkly sparks sparky sparred sparring sparrow sparrows sparse sparsely spartacus
spartan spartans spasm spasms spastic spate spatial spats spatter spattered spatula spawn spawned spawning speak
speakeasy speaker speakerphone speakers speaking speaks spear speared spearhead spearheaded spearheading spearmint
spears special specialist specialists specialize specialized specializes specializing specially specials specialties
specialty species specific specifically specifications specificity specifics specified specifies specify specimen
specimens specious speck speckled specks specs spectacle spectacles spectacular spectacularly spectator spectators
specter spectra spectral spectrographic spectrometer spectrum speculate speculated speculating speculation
speculations speculative speculators speech speeches speechless speed speedboat speeded speeder speedily speeding
speedometer speeds speedster speedsters speedway speedy spell spellbound spelled spelling spells spelt spence
spencer spend spender spending spends spent sperm sperms spewed spewing spews sphere spheres spherical sphincter
sphinx spice spiced spices spicing spick spics spicy spider spiders spied spiel spies spiffy spigot spike spiked
spikes spiking spiky spill spilled spilling spills spilt spinach spinal spindle spindly spine spineless spines
spinner spinners spinning spins spinster spinsters spiny spiral spiraled spiraling spiralling spirals spire spires
spirit spirited spirits spiritual spiritualism spiritualist spirituality spiritually spite spiteful spitfire spits
spitting splash splashed splashes splashing splashy splat splatter splattered splattering splayed spleen splendid
splendidly splendor splendors splenic splice spliced splicing spliff splint splinter splintered splintering
splinters splints split splits splitting splurge splurged spock spoil spoiled spoiler spoiling spoils spoilt spoke
spoken spokes spokesman spokesmen spokesperson sponge sponged sponges sponging spongy sponsor sponsored sponsoring
sponsors sponsorship spontaneity spontaneous spontaneously spoof spoofed spoofing spook spooked spooking spooks
spooky spool spoon spoonful spoonfuls spooning spoons sporadic spore spores sport sporting sports sportscaster
sportsman sportsmanship sportsmen sporty spotless spotlight spotlights spots spotted spotter spotters spotting
spotty spousal spouse spouses spout spouted spouting spouts sprain sprained sprang sprawl sprawled sprawling spray
sprayed spraying sprays spread spreader spreading spreads spreadsheet spreadsheets spree sprees sprig sprightly
spring springboard springer springfield springing springs springtime springy sprinkle sprinkled sprinkler sprinklers
sprinkles sprinkling sprint sprinted sprinter sprinting sprints sprite spritz sprout sprouted sprouting sprouts
spruce spruced sprucing sprung spuds spunk spunky spurious spurn spurned spurred spurs spurt spurting spurts
sputtering sputters sputum spying squab squabble squabbles squabbling squad squadron squadrons squads squalid squall
squalor squander squandered squandering square squared squarely squares squaring squash squashed squashing squat
squats squatted squatter squatters squatting squaw squawk squawking squawks squeak squeaked squeaking squeaks
squeaky squeal squealed squealing squeals squeamish squeegee squeeze squeezed squeezes squeezing squelch squelching
squibs squid squids squiggly squint squinting squints squinty squire squires squirm squirming squirrel squirreled
squirrels squirt squirted squirting squirts squish squished squishes squishing squishy stabbed stabbing stabbings
stability stabilization stabilize stabilized stabilizer stabilizers stabilizing stable stables stabs stacey stack
stacked stacking stacks stacy stadium stadiums staff staffed staffer staffers staffing staffs stage stagecoach
staged stages stagger staggered staggering staggeringly staggers staging stagnant stagnation stags stain stained
staining stainless stains stair staircase staircases stairs stairway stairwell stairwells stake staked stakeout
stakeouts stakes staking stale stalemate stalin stalk stalked stalker stalkers stalking stalks stall stalled
stalling stallion stallions stalls stalwart stamina stammer stammering stammers stamp stamped stampede stampeded
stampeding stamping stamps stance stances stand standard standardized standards standby standing standoff standout
standpoint stands standstill standup stank stanley stanza staph staple stapled stapler staples stapling starboard
starbucks starch starched stardom stardust stare stared stares starfish stargazing staring stark starlet starlets
starlight starling starlings starlit starred starring starry stars starstruck start started starter starters
starting startle startled startling starts startup starvation starve starved starves starving stash stashed stashes
stashing stasis state stated stately statement statements staten stateroom states stateside statesman statesmen
statewide static stating station stationary stationed stationery stationmaster stations statistic statistical
statistically statistics stats statue statues statuesque statuette stature status statute statutes statutory staunch
stave stayed staying stays stead steadfast steadfastly steadier steadily steady steak steakhouse steaks steal
stealer stealing steals stealth stealthily stealthy steam steamboat steamed steamer steamers steaming steamroll
steamroller steams steamship steamy steed steeds steel steelhead steely steep steeped steeper steepest steeple steer
steerage steered steering steers stefan stein stella stellar stemmed stemming stems stench stencil stenciled steno
stenographer stent stepbrother stepdaughter stepfather stephanie stephen stepmother steppe stepped steppes stepping
steps stepsister stepson stereo stereos stereotype stereotypes stereotypical sterile sterility sterilization
sterilize sterilized sterilizing sterling stern sterner sternum steroid steroids stethoscope steve steven stevens
stevie steward stewardess stewardesses stewards stewardship stewart stewed stewing stick sticker stickers sticking
stickler sticks stickup sticky stiff stiffed stiffen stiffened stiffer stiffness stiffs stifle stifled stifles
stifling stigma stigmata stiles stiletto stilettos still stillborn stilled stillness stills stilts stimulant
stimulants stimulate stimulated stimulates stimulating stimulation stimuli stimulus sting stinger stingers stinging
stingray stings stingy stink stinker stinking stinks stinky stint stints stipend stippling stipulate stipulated
stipulates stipulation stirling stirred stirring stirrup stirrups stirs stitch stitched stitches stitching stock
stockade stockbroker stockbrokers stocked stockholder stockholders stockholm stocking stockings stockpile stockpiled
stockpiles stockpiling stockroom stocks stocky stoic stoke stoked stoker stokes stoking stole stolen stomach
stomachache stomachs stomp stomped stomping stomps stone stoned stones stonewall stonewalled stonewalling stoney
stoning stony stood stooge stooges stool stools stoop stooped stooping stoops stopgap stoplight stopover stoppage
stopped stopper stopping stops stopwatch storage store stored storefront storehouse storekeeper storeroom stores
storey storeys storied stories storing stork storks storm stormed storming storms stormtroopers stormy story
storyboard storyboards storybook storyline storyteller storytellers storytelling stout stove stoves stowaway
stowaways stowed stowing straddle straddled straddling strafing stragglers straight straightaway straighten
straightened straightening straightens straighter straightest straightforward straights strain strained straining
strains strait straitjacket straits strand stranded stranding strands strange strangely strangeness stranger
strangers strangest strangle strangled stranglehold strangler strangles strangling strangulation strap strapless
strapped strapping straps strata stratagem strategic strategically strategies strategist strategy stratosphere straw
strawberries strawberry straws stray strayed straying strays streak streaked streaking streaks stream streamed
streamers streaming streamline streamlined streamlining streams street streetcar streetlight streetlights streets
streetwise strength strengthen strengthened strengthening strengthens strengths strenuous strenuously strep stress
stressed stresses stressful stressing stretch stretched stretcher stretchers stretches stretching stretchy strewn
striations stricken strict stricter strictest strictly stride strident strides striding strife strike strikeout
striker strikers strikes striking strikingly string stringent stringer stringing strings stringy strip stripe
striped stripes stripped stripper strippers stripping strips striptease stripy strive strived striven strives
striving strobe strode stroke stroked strokes stroking stroll strolled stroller strolling strolls strong strongbox
stronger strongest stronghold strongholds strongly strongman strontium strove struck structural structurally
structure structured structures strudel struggle struggled struggles struggling strum strumming strumpet strung
strut struts strutted strutting strychnine stuart stubbed stubble stubborn stubbornly stubbornness stubby stubs
stucco stuck studded student students studied studies studio studios studious studs study studying stuff stuffed
stuffing stuffs stuffy stumble stumbled stumbles stumbling stump stumped stumps stumpy stung stunk stunned stunner
stunning stunningly stuns stunt stunted stuntman stuntmen stunts stupendous stupid stupider stupidest stupidity
stupidly stupor sturdy sturgeon stutter stuttering stutters stygian style styled styles styling stylish stylist
stylistic stylists stylized stymied styrofoam suave subatomic subbed subbing subclavian subcommittee subconscious
subconsciously subcontractors subculture subcutaneous subdivision subdue subdued subduing subdural subhuman subject
subjected subjecting subjective subjects subjugate subjugated subjugation sublet subletting sublimate sublime
subliminal submarine submarines submerge submerged submersible submersibles submission submissions submissive submit
submits submitted submitting subordinate subordinates suborning subpar subpoena subpoenaed subpoenas subroutine
subroutines subscribe subscribed subscriber subscribers subscribes subscription subscriptions subsection subsequent
subsequently subservient subset subside subsided subsidiaries subsidiary subsidies subsidize subsidized subsidizing
subsidy subsistence subsonic subspace subspecies substance substances substandard substantial substantially
substantiate substantiated substantive substation substitute substituted substitutes substituting substitution
subsurface subsystems subterfuge subterranean subtext subtitle subtitled subtitles subtitling subtle subtler
subtleties subtlety subtly subtract subtracted subtracting suburb suburban suburbia suburbs subversion subversive
subversives subvert subverted subverting subway subways subzero succeed succeeded succeeding succeeds success
successes successful successfully succession successive successor successors succinct succinctly succor succubus
succulent succumb succumbed succumbing succumbs sucked sucker suckered suckers sucking suckle suckled suckling sucks
suction sudanese sudden suddenly suddenness suede suffer suffered sufferer sufferers suffering sufferings suffers
suffice sufficient sufficiently suffocate suffocated suffocates suffocating suffocation suffrage suffragette sugar
sugarcane sugarcoat sugared sugars sugary suggest suggested suggesting suggestion suggestions suggestive suggests
suicidal suicide suicides suing suitability suitable suitably suitcase suitcases suite suited suites suiting suitor
suitors suits sukiyaki sulfate sulfide sulfur sulfuric sulking sulky sullen sullied sullivan sully sulphur sultan
sultans sultry sumerian sumerians summa summarily summarize summarized summary summat summation summed summer
summerhouse summers summertime summing summit summits summon summoned summoning summons sumptuous sunbathe
sunbathing sunbeam sunbeams sunblock sunburn sunburned sunburnt sundae sundaes sunday sundays sundial sundown
sundries sundry sunflower sunflowers sunglasses sunken sunless sunlight sunlit sunning sunny sunrise sunrises
sunroof sunscreen sunset sunsets sunshine sunshiny sunspot sunspots sunstroke suntan sunup super superb superbly
supercharge supercharged supercomputer superconducting superficial superficially superfluous superglue superheated
superhero superheroes superhuman superimpose superimposed superintendent superior superiority superiors superlative
superman supermarket supermarkets supermen supermodel supermodels supernatural supernaturally supernova superpower
superpowers supers supersede superseded supersedes supersonic superstar superstars superstition superstitions
superstitious superstructure supervise supervised supervises supervising supervision supervisor supervisors
supervisory supper supplant supple supplement supplemental supplementary supplemented supplementing supplements
supplied supplier suppliers supplies supply supplying support supported supporter supporters supporting supportive
supports suppose supposed supposedly supposes supposing supposition suppository suppress suppressed suppresses
suppressing suppression suppressive supremacist supremacy supreme supremely surcharge surefire surely surer surest
surety surface surfaced surfaces surfacing surfboard surfboards surfed surfer surfers surfing surfs surge surged
surgeon surgeons surgeries surgery surges surgical surgically surging surly surmise surmised surname surnames
surpass surpassed surpasses surpassing surplus surprise surprised surprises surprising surprisingly surreal
surrealist surrender surrendered surrendering surrenders surreptitiously surrey surrogacy surrogate surrogates
surround surrounded surrounding surroundings surrounds surveillance survey surveyed surveying surveyor surveyors
surveys survivable survival survivalist survive survived survives surviving survivor survivors susan susceptibility
susceptible sushi susie suspect suspected suspecting suspects suspend suspended suspenders suspending suspense
suspenseful suspension suspensions suspicion suspicions suspicious suspiciously sussed sustain sustainability
sustainable sustained sustaining sustains sustenance sutra suture sutured sutures suturing suzanne swabbed swabbing
swabs swaddle swaddled swaddling swagger swaggering swain swallow swallowed swallowing swallows swami swamp swamped
swamps swampy swank swanky swanning swans swapped swapping swaps swarm swarmed swarming swarms swarthy swashbuckling
swastika swastikas swatch swatches swath swatted swatting swayed swaying sways swear swearing swears sweat sweated
sweater sweaters sweating sweatpants sweats sweatshirt sweatshop sweatshops sweaty sweden swedes swedish sweep
sweeper sweepers sweeping sweeps sweet sweeten sweetened sweetener sweetening sweeter sweetest sweetheart
sweethearts sweetie sweetly sweetness sweets swell swelled swellest swelling swells sweltering swept swerve swerved
swerving swift swifter swiftest swiftly swill swilling swimmer swimmers swimming swims swimsuit swimsuits swindle
swindled swindler swindlers swindling swine swing swinger swingers swinging swings swipe swiped swipes swiping swirl
swirled swirling swirls swirly swish swishing swiss switch switchblade switchboard switched switches switching
swivel swizzle swollen swoon swooning swoop swooped swooping swoops sword swordfish swordplay swords swordsman
swordsmanship swordsmen swore sworn swung sycamore sycophants sydney sykes syllable syllables syllabus sylvester
sylvia sylvie symbiont symbiosis symbiotic symbol symbolic symbolically symbolism symbolize symbolized symbolizes
symbolizing symbols symmetrical symmetry sympathetic sympathies sympathize sympathized sympathizers sympathizing
sympathy symphonic symphonies symphony symposium symptom symptomatic symptoms synagogue synagogues synapse synapses
synaptic synced synch synched synchro synchronicity synchronization synchronize synchronized synchronous syncing
syncopated syncs syndicate syndicated syndicates syndication syndrome synergy synonym synonymous synopsis syntax
synthesis synthesize synthesized synthesizer synthesizing synthetic synthetics syphilis syphilitic syrian syrians
syringe syringes syrup system systematic systematically systemic systems systolic tabby tabernacle table tableau
tablecloth tablecloths tabled tables tablespoon tablespoons tablet tablets tabloid tabloids taboo taboos tachyon
tachyons tacit tacked tacking tackle tackled tackles tackling tacks tacky tacos tactful tactic tactical tactically
tactician tactics tactile tactless tadpole tadpoles taffeta taffy tagged tagger tagging tahitian tailback tailed
tailgate tailgating tailing tailings taillight taillights tailor tailored tailoring tailors tailpipe tails taint
tainted tainting taints taiwanese takeaway taken takeoff takeout takeover taker takers takes taking takings talcum
talent talented talentless talents tales taliban talisman talismans talkative talked talker talkers talkie talkies
talking talks talky taller tallest tallied tallies tallow tally tallying talon talons talus tamale tamales tamara
tamarind tambourine tamed tamer tamil taming tammy tampa tamper tampered tampering tampon tampons tandem tandoori
tangent tangerine tangerines tangible tangiers tangle tangled tangles tangling tango tangos tangy tanked tanker
tankers tanking tanks tanned tanner tannery tanning tantalize tantalizing tantamount tantric tantrum tantrums tanya
taoist tapas taped taper tapered tapering tapers tapes tapestries tapestry tapeworm taping tapioca tapped tapping
tarantula tardiness tardy target targeted targeting targets tariff tariffs tarmac tarnation tarnish tarnished
tarnishing tarot tarps tarred tarring tarry tartan tartar tartars tarted tarts tarzan tasha tasked taskforce tasking
tasks tasmanian tassels taste tasted tasteful tastefully tasteless taster tastes tastier tastiest tasting tasty
tatami tater taters tattered tatters tattle tattletale tattling tattoo tattooed tattooing tattoos taught taunt
taunted taunting taunts taupe tavern taverns tawdry tawny taxation taxed taxes taxicab taxidermist taxidermy taxiing
taxing taxis taxman taxpayer taxpayers taylor teach teachable teacher teachers teaches teaching teachings teacup
teacups teahouse teamed teaming teammate teammates teams teamster teamsters teamwork teapot teardrop teardrops
teared tearful tearing tears teary tease teased teaser teases teasing teaspoon teaspoons teatime teats techies
technical technicalities technicality technically technician technicians technique techniques techno technological
technologically technologies technology techs tectonic teddy tedious tedium teeing teeming teenage teenaged teenager
teenagers teens teensy teeny teepee teetering teeth teething telecast telecommunications teleconference telegram
telegrams telegraph telegraphed telekinesis telekinetic telemarketing telemetry telepathic telepathically telepathy
telephone telephoned telephones telephonic telephoning telephoto telescope telescopes telescopic telethon teletype
televised television televisions telex teller tellers telling tells telltale telly temerity temper temperament
temperamental temperance temperate temperature temperatures tempered tempers tempest tempestuous temping templar
templars template temple temples tempo temporal temporarily temporary temps tempt temptation temptations tempted
tempting temptress tempts tempura tenacious tenacity tenancy tenant tenants tended tendencies tendency tender
tendered tenderest tendering tenderloin tenderly tenderness tenders tending tendon tendons tendrils tends tenement
tenements tenet tenets tenfold tenner tennessee tennis tenor tense tensed tenses tensile tensing tension tensions
tentacle tentacles tentative tentatively tented tenth tenths tents tenuous tenure tenured tepee tepid tequila
terabytes terence teresa teriyaki termed terminal terminally terminals terminate terminated terminates terminating
termination terminator terminology terminus termite termites terms terns terra terrace terraces terracotta terrain
terrance terrence terrestrial terrible terribly terrier terrific terrifically terrified terrifies terrify terrifying
terrifyingly territorial territories territory terror terrorism terrorist terrorists terrorize terrorized terrorizes
terrorizing terrors terry tertiary tesla tessa testament tested tester testers testes testicle testicles testicular
testified testifies testify testifying testimonial testimonials testimonies testimony testing testosterone tests
testy tetanus tether tethered tethers texans texas textbook textbooks textile textiles texts texture textured
textures thailand thallium thames thane thank thanked thankful thankfully thanking thankless thanks thanksgiving
thanksgivings thatch thatched thawed thawing thaws theater theaters theatre theatres theatrical theatricality
theatrics theft thefts their theirs thematic theme themed themes themselves thence theodore theologian theologians
theological theology theorem theoretical theoretically theories theorist theorists theorize theorized theorizing
theory therapeutic therapies therapist therapists therapy there thereafter thereby therefore therein thereof theresa
therese thereto thermal thermals thermodynamics thermometer thermometers thermonuclear thermos thermostat thesaurus
these theses thesis thespian theta thick thicken thickened thickening thicker thickest thicket thickly thickness
thief thievery thieves thieving thigh thighs thimble thine thing thingamajig thingies things thingy think thinker
thinkers thinking thinks thinly thinned thinner thinners thinnest thinning thins third thirds thirst thirsting
thirsts thirsty thirteen thirteenth thirties thirtieth thirty thistle thistles thither thomas thompson thong thongs
thoracic thoracotomy thorax thorium thorn thorns thorny thorough thoroughbred thoroughbreds thoroughfare thoroughly
those though thought thoughtful thoughtfully thoughtfulness thoughtless thoughtlessly thoughts thousand thousands
thousandth thracian thrall thrash thrashed thrashing thread threadbare threaded threading threads thready threat
threaten threatened threatening threatens threats three threes threesome threesomes threshing threshold threw thrice
thrift thrifty thrill thrilled thriller thrilling thrills thrive thrived thrives thriving throat throats throb
throbbing throbs throes thrombosis throne thrones throng throngs throttle throttled throttling through throughout
throw throwaway throwback thrower throwers throwing thrown throws thrumming thrush thrust thruster thrusters
thrusting thrusts thudding thuds thugs thumb thumbed thumbing thumbprint thumbs thump thumped thumping thumps
thunder thunderbird thunderbolt thunderbolts thunderclap thundered thundering thunderous thunders thunderstorm
thunderstorms thursday thursdays thwart thwarted thwarting thyme thyroid thyself tiara tibetans tibia tibial ticked
ticker ticket ticketed ticketing tickets ticking tickle tickled tickles tickling ticklish ticks tidal tidbit tidbits
tiddly tides tidied tidings tidying tiebreaker tiers tiffany tiger tigers tight tighten tightened tightening
tightens tighter tightest tightly tightness tightrope tights tigress tiled tiles tilled tiller tilling tilted
tilting tilts timber timbers timbre timed timeless timeline timely timeout timepiece timer timers times timeshare
timetable timetables timid timing timings timmy timothy tincture tinder tinfoil tinge tinged tingle tingles tingling
tingly tings tinhorn tinier tiniest tinker tinkered tinkering tinkers tinkle tinkling tinned tinsel tinted tints
tipped tipping tipster tipsy tiptoe tiptoed tiptoeing tiptoes tiptop tirade tiramisu tired tiredness tireless
tirelessly tires tiresome tiring tissue tissues titan titanic titanium titans tithe titillating title titled titles
titrate titties titty titus tizzy toads toady toast toasted toaster toasters toasting toasts toasty tobacco tobias
today toddle toddler toddlers toddy toenail toenails toffee toffs together togetherness toggle toiled toilet
toiletries toiletry toilets toiling toils token tokens tokyo tolerable tolerance tolerances tolerant tolerate
tolerated tolerates tolerating tollbooth tolling tolls tolly tomahawk tomas tomato tomatoes tomboy tombs tombstone
tombstones tomcat tomfoolery tommy tomorrow tomorrows tonal toned toner tones tongs tongue tongues tonguing tonic
tonics tonight toning tonnage tonne tonnes tonsil tonsils toolbox tooled tooling tools tooth toothache toothbrush
toothbrushes toothless toothpaste toothpick toothpicks toothy tooting toots tootsie topaz topic topical topics
topless topmost topnotch topographical topography topped topper topping toppings topple toppled toppling topside
topsoil topsy torch torched torches torching torchwood tories torment tormented tormenting tormentor torments
tornado tornadoes tornados torpedo torpedoed torpedoes torque torrance torrent torrential torrents torres torrid
torsion torso tortilla tortillas tortious tortoise tortoises torture tortured torturer torturers tortures torturing
torturous tossed tosser tosses tossing total totaled totaling totalitarian totality totalled totally totals totem
totes toting tottering touch touchdown touchdowns touched touches touching touchstone touchy tough toughen toughened
tougher toughest toughness toupee toured touring tourism tourist tourists touristy tournament tournaments tourney
tourniquet tours touted touting toward towards towed towel towels tower towered towering towers towing townhouse
townie townies towns townsfolk township townspeople toxic toxicity toxicology toxin toxins toyed toying trace
traceable traced tracer tracers traces trachea tracheal tracing track tracked tracker trackers tracking trackless
tracks tracksuit tract traction tractor tractors tracts tracy trade traded trademark trademarked trader traders
trades tradesman tradesmen trading tradition traditional traditionally traditions traffic trafficked trafficker
traffickers trafficking tragedies tragedy tragic tragically trail trailed trailer trailers trailing trails train
trained trainee trainees trainer trainers training trainload trains traipse traipsing trait traitor traitorous
traitors traits trajectories trajectory trammel tramp tramping trample trampled trampling trampoline tramps trams
trance tranquil tranquility tranquilize tranquilizer tranquilizers tranquillity transact transaction transactions
transatlantic transceiver transcend transcended transcendence transcendent transcendental transcending transcends
transcontinental transcribe transcribed transcribing transcript transcription transcripts transducer transected
transfer transference transferred transferring transfers transfixed transform transformation transformations
transformed transformer transformers transforming transforms transfuse transfused transfusing transfusion
transfusions transgender transgenic transgress transgressed transgression transgressions transient transistor
transistors transit transition transitional transitioned transitioning transitions transitory translate translated
translates translating translation translations translator translators translucent transmission transmissions
transmit transmits transmitted transmitter transmitters transmitting transmutation transmute transmuted transparency
transparent transpired transpires transplant transplantation transplanted transplanting transplants transponder
transponders transport transportation transported transporter transporters transporting transports transpose
transposed transposition transsexual transverse transvestite transvestites transylvanian trapdoor trapeze trapped
trapper trappers trapping trappings traps trash trashcan trashed trashing trashy trauma traumas traumatic traumatize
traumatized traumatizing travel traveled traveler travelers traveling travelled traveller travellers travelling
travels traverse traversed traversing travesty travis trawl trawler trawling trays treacherous treachery treacle
tread treading treadmill treads treason treasonable treasonous treasure treasured treasurer treasures treasury treat
treatable treated treaties treating treatise treatment treatments treats treaty treble treed trees treetop treetops
trekked trekking trellis tremble trembled trembler trembles trembling tremendous tremendously tremor tremors trench
trenches trend trending trends trendy trent trepidation trespass trespassed trespasser trespassers trespasses
trespassing tresses trevor triad triads triage trial trials triangle triangles triangular triangulate triangulated
triangulating triangulation triathlon tribal tribe tribes tribesmen tribulation tribulations tribunal tribunals
tribune tributary tribute tributes trick tricked trickery trickier trickiest tricking trickle trickled trickles
trickling tricks trickster tricky tricycle trident tried tries triffids trifle trifled trifles trifling trigger
triggered triggering triggers trigonometry trill trilling trillion trillions trilogy trimester trimmed trimmer
trimming trimmings trina trinity trinket trinkets tripe triple tripled triples triplets tripling tripod tripped
tripping trips tristan trite tritium triumph triumphal triumphant triumphantly triumphed triumphs trivia trivial
trivialize trodden trojan trojans troll trolled trolley trolling trollop trolls trombone trombones tromping troop
trooper troopers trooping troops trophies trophy tropic tropical tropics trots trotted trotters trotting troubadour
trouble troubled troublemaker troublemakers troubles troublesome troubling trough trounced troupe trouser trousers
trousseau trout trove truant truce truck trucked trucker truckers trucking truckload truckloads trucks trudge
trudged trudging trudy truer truest truffle truffles truly truman trump trumped trumpet trumpeter trumpeting
trumpets trumps truncheon trundle trunk trunks truss trussed trust trusted trustee trustees trusting trusts
trustworthy trusty truth truthful truthfully truthfulness truths trying tryout tryouts tryst tsetse tsunami tsunamis
tubby tuberculosis tuberous tubes tubing tubular tucked tucker tuckered tucking tucks tuesday tuesdays tufts tugboat
tugged tugging tuition tulip tulips tulle tumble tumbled tumbler tumblers tumbles tumbleweed tumbling tummies tummy
tumor tumors tumult tumultuous tundra tuned tuner tunes tungsten tunic tunics tuning tunisian tunnel tunneled
tunneling tunnelling tunnels tuppence turban turbine turbines turbo turbocharged turbulence turbulent turds turing
turkey turkeys turkish turks turmeric turmoil turnabout turnaround turncoat turndown turned turner turners turning
turnip turnips turnoff turnout turnover turnpike turns turnstile turntable turpentine turquoise turret turrets
turtle turtleneck turtles tuscan tushy tusks tussle tutelage tutor tutored tutorial tutoring tutors tutti tuxedo
tuxedos twain twats tweak tweaked tweaking tweaks tweed tween tweet tweeted tweeting tweets tweezers twelfth twelve
twenties twentieth twenty twerp twice twiddle twiddling twigs twilight twine twinge twink twinkies twinkle twinkling
twinkly twins twirl twirled twirling twist twisted twister twisters twisting twists twisty twitch twitches twitching
twitchy twits twitter twittering twixt twosome tycoon tying tyler typed typeface types typewriter typewriters
typhoid typhoon typhoons typhus typical typically typing typist tyrannical tyrannosaurus tyranny tyrant tyrants
tyrone tyson ubiquitous udder udders uglier ugliest ugliness ukraine ukrainian ukrainians ukulele ulcer ulcers ulnar
ulterior ultimate ultimately ultimatum ultra ultrasonic ultrasound ultraviolet ulysses umbilical umbrella umbrellas
umpire umpteen umpteenth unabashed unable unacceptable unaccompanied unaccounted unaccustomed unadulterated
unaffected unafraid unaltered unanimous unanimously unannounced unanswerable unanswered unanticipated unappealing
unappreciated unapproved unarmed unashamed unassailable unassuming unattached unattainable unattended unattractive
unauthorized unavailable unavoidable unavoidably unaware unawares unbalance unbalanced unbearable unbearably
unbeatable unbeaten unbecoming unbeknownst unbelievable unbelievably unbelievers unbiased unbind unblemished unblock
unborn unbound unbounded unbreakable unbridled unbroken unbuckle unburden unburdened unburied unbutton unbuttoned
unbuttoning uncalled uncanny uncaring unceasing uncensored unceremoniously uncertain uncertainties uncertainty
unchain unchained unchallenged unchanged unchanging uncharacteristic uncharacteristically uncharted unchecked
uncircumcised uncivilized unclaimed unclassified uncle unclean unclear unclench uncles unclog unclouded
uncomfortable uncomfortably uncommon uncommonly uncomplicated uncompromising unconcerned unconditional
unconditionally unconfirmed unconnected unconquerable unconscionable unconscious unconsciously unconsciousness
unconstitutional uncontaminated uncontested uncontrollable uncontrollably uncontrolled unconventional unconvincing
uncooked uncool uncooperative uncoordinated uncork uncouple uncouth uncover uncovered uncovering uncovers uncross
unction uncultured uncut undamaged undaunted undead undecided undeclared undefeated undefined undeniable undeniably
under underage underarm underbelly underbid undercarriage undercooked undercover undercurrent undercut undercutting
underdeveloped underdog underdogs underestimate underestimated underestimates underestimating underfoot underfunded
undergarments undergo undergoes undergoing undergone undergrad undergraduate underground undergrowth underhand
underhanded underline underlined underling underlings underlying undermine undermined undermines undermining
underneath underpaid underpants underpass underprivileged underrate underrated underscore undersea undersecretary
undershirt underside undersigned undersized understaffed understand understandable understandably understanding
understands understated understatement understood understudy undertake undertaken undertaker undertakers undertaking
undertook undertow undervalued underwater underway underwear underwent underwood underworld underwrite underwriting
undeserved undeserving undesirable undesirables undetectable undetected undetermined undeveloped undiagnosed undid
undies undigested undignified undisciplined undisclosed undiscovered undisputed undisturbed undivided undocumented
undoes undoing undone undoubted undoubtedly undress undressed undresses undressing undue undulating unduly undying
unearth unearthed unearthing unearthly unease uneasiness uneasy uneaten unedited uneducated unemployable unemployed
unemployment unencumbered unending unendurable unequal unequivocal unequivocally unerring unethical uneven
uneventful unexpected unexpectedly unexplainable unexplained unexploded unexplored unfailing unfair unfairly
unfairness unfaithful unfamiliar unfashionable unfasten unfathomable unfavorable unfeeling unfettered unfiltered
unfinished unfit unflattering unflinching unfocused unfold unfolded unfolding unfolds unforeseeable unforeseen
unforgettable unforgivable unforgiving unfortunate unfortunately unfortunates unfounded unfreeze unfreezing
unfriendly unfulfilled unfunny unfurl unfurled ungentlemanly ungodly ungrateful unguarded unhand unhappiest
unhappily unhappiness unhappy unharmed unhealthy unheard unhelpful unhinged unhitch unholy unhook unhooked unicorn
unicorns unidentifiable unidentified unification unified uniform uniformed uniformity uniformly uniforms unify
unifying unilateral unilaterally unimaginable unimaginably unimaginative unimpeachable unimportant unimpressed
uninfected uninformed uninhabitable uninhabited uninhibited uninspired unintelligible unintended unintentional
unintentionally uninterested uninteresting uninterrupted uninvited union unions unique uniquely uniqueness unisex
unison unite united unites uniting units unity universal universally universe universes universities university
unjust unjustified unjustly unkempt unkind unknowable unknowing unknowingly unknown unknowns unlawful unlawfully
unleaded unlearn unleash unleashed unleashes unleashing unless unlicensed unlike unlikeliest unlikely unlimited
unlisted unload unloaded unloading unloads unlock unlocked unlocking unlocks unloved unluckiest unlucky unmade
unmake unmanly unmanned unmarked unmarried unmask unmasked unmasking unmatched unmistakable unmistakably unmitigated
unmoved unnamed unnatural unnaturally unnecessarily unnecessary unnerve unnerved unnerving unnoticed unobstructed
unoccupied unofficial unofficially unopened unorthodox unpack unpacked unpacking unpaid unparalleled unpardonable
unpatriotic unplanned unpleasant unpleasantness unplug unplugged unplugging unpopular unprecedented unpredictability
unpredictable unprepared unprincipled unproductive unprofessional unprofitable unprotected unproven unprovoked
unpublished unpunished unqualified unquenchable unquestionable unquestionably unquestioned unquestioning unquiet
unquote unravel unraveled unraveling unravelling unravels unreachable unread unreadable unreal unrealistic
unrealized unreasonable unreasonably unrecognizable unrecognized unrefined unregistered unregulated unrelated
unreleased unrelenting unreliable unremarkable unrepentant unreported unrequited unresolved unresponsive unrest
unrestrained unrestricted unreturned unrighteous unripe unrivaled unrivalled unroll unromantic unruly unsafe unsaid
unsanctioned unsanitary unsatisfactory unsatisfied unsatisfying unsavory unscathed unscheduled unscientific
unscramble unscrew unscrewed unscrewing unscrupulous unseal unsealed unseasonably unseat unsecured unseemly unseen
unselfish unsettle unsettled unsettling unshackle unshakable unshakeable unshaven unsightly unsigned unsinkable
unskilled unsold unsolicited unsolvable unsolved unsophisticated unsound unspeakable unspeakably unspecified
unspoiled unspoken unsportsmanlike unstable unsteady unstoppable unstrap unstuck unsubstantiated unsuccessful
unsuccessfully unsuitable unsuited unsullied unsung unsupervised unsupported unsure unsurpassed unsuspected
unsuspecting unsustainable unsympathetic untainted untalented untamed untangle untangling untapped untenable
untested unthinkable untidy untie untied until untimely untold untouchable untouchables untouched untoward
untraceable untrained untranslated untreated untried untroubled untrue untrustworthy unturned untying unusable
unused unusual unusually unvarnished unveil unveiled unveiling unveils unwanted unwarranted unwary unwashed
unwavering unwed unwelcome unwell unwholesome unwieldy unwilling unwillingly unwillingness unwind unwinding unwise
unwitting unwittingly unworthy unwrap unwrapped unwrapping unwritten unyielding unzip unzipped unzipping unzips
upbeat upbringing upcoming update updated updates updating updraft upend upfront upgrade upgraded upgrades upgrading
upheaval upheld uphill uphold upholding upholds upholstered upholstery upkeep uplift uplifted uplifting upload
uploaded uploading uploads upped upper uppercut uppermost uppers upping uppity upright uprising uprisings upriver
uproar uproot uprooted uprooting upscale upset upsets upsetting upshot upside upstage upstaged upstairs upstanding
upstart upstate upstream uptake uptick uptight uptown upturned upward upwardly upwards upwind uranium urban urchin
urchins urethra urged urgency urgent urgently urges urging urinal urinals urinalysis urinary urinate urinated
urinating urination urine urologist ursula usable usage useable useful usefulness useless username users usher
ushered ushering ushers using usual usually usurp usurped usurper usurping usury utensil utensils uterine uterus
uther utilitarian utilities utility utilize utilized utilizes utilizing utmost utopia utopian utter utterance
uttered uttering utterly utters vacancies vacancy vacant vacate vacated vacating vacation vacationing vacations
vaccinate vaccinated vaccination vaccinations vaccine vaccines vacuous vacuum vacuumed vacuuming vacuums vagabond
vagabonds vagaries vagina vaginal vaginas vagrant vagrants vague vaguely vaguest vainly valedictorian valentine
valentines valerian valerie valet valets valiant valiantly valid validate validated validates validating validation
validity valise valium valkyries valley valleys valor valorous valuable valuables valuation value valued values
valuing valve valves vampire vampires vampirism vamps vance vancouver vandal vandalism vandalize vandalized
vandalizing vandals vanessa vanguard vanilla vanish vanished vanishes vanishing vanities vanity vanquish vanquished
vanquishing vantage vapid vapor vaporize vaporized vaporizing vapors vargas variable variables variance variant
variation variations varicose varied varies varieties variety various varmint varmints varnish varnished varsity
varying vascular vasectomy vases vassal vassals vastly vastness vatican vaudeville vaughn vault vaulted vaulting
vaults vaunted vector vectoring vectors veered veering veers vegan vegans vegas vegetable vegetables vegetarian
vegetarians vegetation vegetative veggie veggies vehement vehemently vehicle vehicles vehicular veiled veils veins
veiny velcro velocities velocity velour velvet velvety venal vendetta vendettas vending vendor vendors veneer
venerable venerate venerated veneration venereal venetian venetians vengeance vengeful venice venison venom venomous
venous vented ventilate ventilated ventilating ventilation ventilator venting ventral ventricle ventricular
ventriloquist vents venture ventured ventures venturing venue venues venus venusian veracity veranda verbal verbally
verbatim verbs verdant verdict verdicts verge verging verifiable verification verified verifies verify verifying
verily veritable vermilion vermin vermouth vernacular vernon veronica versailles versatile verse versed verses
version versions versus vertebra vertebrae vertebral vertebrate vertical vertically vertigo vervain vessel vessels
vestal vested vestibule vestige vestiges vestigial vestments vests veteran veterans veterinarian veterinary vetoed
vetted vetting vexation vexed vexes vexing viability viable viaduct viagra vials vibes vibrant vibrate vibrates
vibrating vibration vibrational vibrations vibrator vicar vicarage vicarious vicariously viceroy vices vicinity
vicious viciously viciousness vicissitudes vicki vicky victim victimize victimized victimless victims victor
victoria victorian victorians victories victorious victors victory video videos videotape videotaped videotapes
videotaping vienna viennese vietnam vietnamese viewed viewer viewers viewership viewing viewpoint viewpoints views
vigil vigilance vigilant vigilante vigilantes vigor vigorous vigorously viking vikings vilely vilest vilified vilify
villa village villager villagers villages villain villainous villains villainy villas vinaigrette vince vincent
vinci vindicate vindicated vindication vindictive vinegar vines vineyard vineyards vintage vinyl viola violate
violated violates violating violation violations violators violence violent violently violet violets violin
violinist violins viper vipers viral virgil virgin virginal virginia virginian virginity virgins virile virility
virologist virtual virtually virtue virtues virtuoso virtuous virulent virus viruses visage visas visceral viscosity
viscount viscous visibility visible visibly vision visionaries visionary visions visit visitation visitations
visited visiting visitor visitors visits visor vista vistas visual visualization visualize visualized visualizing
visually visuals vital vitality vitally vitals vitamin vitamins vitreous vittles vivacious vivian vivid vividly
vixen vladimir vocabulary vocal vocalist vocalizing vocals vocation vocational vodka vogue voice voiced voiceless
voiceover voiceprint voices voicing voided voids volatile volatility volcanic volcano volcanoes volkswagen volley
volleyball voltage volts volume volumes voluminous voluntarily voluntary volunteer volunteered volunteering
volunteers voluptuous vomit vomited vomiting vomits voodoo voracious vortex voted voter voters votes voting votive
vouch vouched voucher vouchers vouches vouching vouchsafe vowed vowel vowels vowing voyage voyager voyagers voyages
voyeur vulcan vulgar vulgarity vulnerabilities vulnerability vulnerable vulture vultures vying wacko wackos wacky
waddle waddling waded wading wafer wafers waffle waffles wafting wafts waged wager wagered wagering wagers wages
wagging waggle waging wagon wagons wailed wailing wails waist waistband waistcoat waistline waited waiter waiters
waiting waitress waitresses waitressing waits waive waived waiver waivers waiving waked waken wakened wakes waking
waldorf wales walkabout walked walker walkers walkies walking walks walkway wallace walled wallet wallets walling
wallop walloped wallow wallowing wallpaper walls wally walnut walnuts walrus walruses walsh walter walters waltz
waltzed waltzes waltzing wampum wanda wander wandered wanderer wanderers wandering wanderings wanders wands wangle
waning wanker wankers wanking wanna wannabe wannabes wanted wanting wanton wants warble warblers warbles warbling
warded warden wardens warders warding wardrobe wards warehouse warehouses wares warfare warhead warheads waring
warlike warlock warlocks warlord warlords warmed warmer warmers warmest warming warmly warms warmth warned warner
warning warnings warns warpath warped warping warps warrant warranted warrants warranty warren warring warrior
warriors warship warships warthog wartime warts wasabi washboard washcloth washed washer washers washes washing
washington washout washroom wasps waste wastebasket wasted wasteful wasteland wastelands wastepaper wastes wasting
wastrel watch watchdog watchdogs watched watcher watchers watches watchful watching watchmaker watchman watchmen
watchtower watchword water waterbed watercolor watered waterfall waterfalls waterfront waterhole watering
waterlogged waterloo watermark watermelon watermelons waterproof waters watershed watertight waterway waterways
waterworks watery watkins watson watts waved wavelength wavelengths waver wavered wavering waves waving waxed waxes
waxing waylaid wayne wayside wayward weaken weakened weakening weakens weaker weakest weakling weaklings weakly
weakness weaknesses wealth wealthier wealthiest wealthy weaned weaning weapon weaponry weapons wearable wearer
wearied weariness wearing wears weary weasel weaselly weasels weather weathered weathering weatherman weathers weave
weaved weaver weavers weaves weaving webbed webbing website websites webster wedded wedding weddings wedge wedged
wedges wedgie wedlock wednesday wednesdays weeded weeding weeds weedy weekday weekdays weekend weekends weekly weeks
weenie weeny weeping weeps weepy weevil weevils weigh weighed weighing weighs weight weighted weightless
weightlessness weightlifting weights weighty weird weirder weirdest weirdly weirdness weirdo weirdos weiss welcome
welcomed welcomes welcoming welded welder welding welds welfare welled welles welling wellness wells wellspring
welsh welterweight welts wench wenches wendy werewolf werewolves wesley westbound westerly western westerners
westerns westward wetback wetbacks wether wetlands wetsuit wetted wetter wettest wetting whack whacked whacking
whacks whale whaler whalers whales whaling whammy wharf whatever whatnot whats whatsoever wheat wheaties wheedle
wheel wheelbarrow wheelchair wheelchairs wheeled wheeler wheelie wheeling wheels wheeze wheezes wheezing whelp
whence whenever where whereabouts whereas whereby wherefore wherein whereof whereon wheres whereto whereupon
wherever wherewithal whether whets which whichever whiff while whiles whilst whimper whimpering whimpers whims
whimsical whimsy whine whined whines whingeing whinging whining whinnies whinnying whiny whiplash whipped whipping
whippoorwill whips whirl whirling whirlpool whirlwind whirring whirrs whirs whisk whisked whisker whiskers whiskey
whiskeys whiskies whisking whisks whisky whisper whispered whisperer whispering whispers whist whistle whistled
whistler whistles whistling white whitehall whitened whiteness whitening whiter whites whitest whitewash whitewashed
whitey whither whiting whitney whittle whittled whittling whizz whizzed whizzing whoever whole wholeheartedly
wholesale wholesaler wholesalers wholesome wholly whomever whomsoever whoop whooped whoopee whooping whoops whoosh
whooshes whooshing whopper whoppers whopping whore whorehouse whorehouses whores whoreson whoring whorish whose
whosoever whupped whupping wiccan wicked wickedest wickedly wickedness wicker wicket wickets wicks widely widen
widened widening widens wider widespread widest widow widowed widower widows width wield wielded wielder wielding
wields wiener wieners wifely wigged wigging wiggle wiggled wiggles wiggling wiggly wildcat wildcats wildebeest
wildebeests wilder wilderness wildest wildfire wildflowers wildlife wildling wildly wildness wilds wiles wilful
wilfully wilhelmina wilkes wilkins willed willful willfully william williams willie willies willing willingly
willingness willis willow willows willpower wills willy wilson wilted wilting wimps wimpy winces winch winchester
windbag winded winder windfall winding windmill windmills window windowless windowpane windows windowsill windpipe
winds windscreen windshield windsurfing windswept windup windward windy wined winery wines winged winging wings
wingspan winifred wining winked winking winkle winks winner winners winnie winning winnings winos winston winter
winters wintertime wintry wiped wiper wipers wipes wiping wired wireless wires wiretap wiretapping wiretaps wiring
wisdom wisecracks wised wiseguy wiseguys wisely wiser wisest wishbone wished wishes wishful wishing wisps wispy
wisteria wistful witch witchcraft witches witching witchy withal withdraw withdrawal withdrawals withdrawing
withdrawn withdraws withdrew wither withered withering withers withheld withhold withholding within without
withstand withstanding withstood witless witness witnessed witnesses witnessing witty wives wizard wizardry wizards
wobble wobbles wobbling wobbly woeful woefully woken wolfsbane wolverine wolverines wolves woman womanhood womanizer
womanizing womanly women womenfolk wonder wondered wonderful wonderfully wondering wonderland wonderment wonders
wondrous wonky wonton woodchuck woodcutter wooded wooden woodland woodlands woodpecker woodpeckers woods woodshed
woodsman woodwork woodworking woody wooed wooing woolen woolly wooly woozy worded wording wordplay words workable
workaholic workday worked worker workers workforce workhouse working workings workload workman workmanship workmen
workout workouts workplace workroom works workshop workshops workspace workstation workup world worldly worlds
worldview worldwide wormed wormhole wormholes worming worms wormy worried worries worrisome worry worrying worse
worsen worsened worsening worsens worser worship worshiped worshipers worshipful worshiping worshipped worshippers
worshipping worships worst worth worthier worthiness worthless worthwhile worthy would wouldst wound wounded
wounding wounds woven wowed wrack wracked wracking wraith wraiths wrangle wrangled wrangler wrangling wrapped
wrapper wrappers wrapping wraps wrath wreak wreaked wreaking wreaks wreath wreathed wreaths wreck wreckage wrecked
wrecking wrecks wrench wrenched wrenches wrenching wrest wrestle wrestled wrestler wrestlers wrestles wrestling
wretch wretched wretches wriggle wriggling wright wring wringer wringing wrinkle wrinkled wrinkles wrinkling wrinkly
wrist wristband wristbands wrists wristwatch write writer writers writes writhe writhing writing writings writs
written wrong wrongdoing wrongdoings wronged wrongful wrongfully wrongly wrongs wrote wrought wrung wussy wyatt
wyoming xanadu xavier xenon xerox xerxes xylophone yacht yachting yachts yahoo yahoos yakking yammering yanked
yankee yankees yanking yanks yapping yappy yards yardstick yarmulke yarns yates yawned yawning yawns yeager yearbook
yearbooks yearling yearly yearn yearned yearning yearnings yearns years yeast yelled yelling yellow yellowing
yellowish yellows yellowstone yells yelping yelps yemen yeoman yeshiva yesterday yesterdays yiddish yield yielded
yielding yields yippee yipping yodel yodeling yoghurt yogurt yoked yokel yokels yolanda yolks yonder yonkers yorkers
yorkshire young younger youngest youngster youngsters yours yourself youth youths youtube yowling yucca yucky
yugoslavian yuletide yummy yuppie yuppies yvette yvonne zachary zapped zapping zealot zealots zealous zebra zebras
zenith zeppelin zeroed zeroes zeroing zeros zesty zigzag zigzagging zillion zionist zipped zipper zippers zipping
zippy zloty zlotys zodiac zombie zombies zoned zones zoning zonked zoological zoologist zoology zoomed zooming zooms
zucchini
""".split())
