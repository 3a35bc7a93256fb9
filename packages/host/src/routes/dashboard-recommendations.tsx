import {
  EntityRecommendationsScreen,
  IssuerRecommendationsScreen,
  RecommendationsHomeScreen,
} from '../features/recommendations/components/recommendation-lists.js';
import {
  NewRecommendationScreen,
  RecommendationIssuedScreen,
  RecommendationStepsScreen,
} from '../features/recommendations/components/recommendation-steps.js';
import { RecommendationViewScreen } from '../features/recommendations/components/recommendation-view.js';

/** `fco/recommendationsHello`: the module's landing. */
export function DashboardRecommendationsHomeRoute() {
  return <RecommendationsHomeScreen />;
}

/** `fco/recommendations-dcf` and `fco/informe-dcf`: the issuer's queue. */
export function DashboardIssuerRecommendationsRoute() {
  return <IssuerRecommendationsScreen />;
}

/** `fco/recommendations-ev` and `fco/informe-ev`: the entity's queue. */
export function DashboardEntityRecommendationsRoute() {
  return <EntityRecommendationsScreen />;
}

/** `fco/new_recommendation`. */
export function DashboardNewRecommendationRoute() {
  return <NewRecommendationScreen />;
}

/** `fco/recommendations/new_recommendations_steps?id=&step=` and `fco/recommendations/edit?id=`. */
export function DashboardRecommendationStepsRoute() {
  return <RecommendationStepsScreen />;
}

/** `fco/recommendations/new_recommendation/finish?id=`. */
export function DashboardRecommendationIssuedRoute() {
  return <RecommendationIssuedScreen />;
}

/** `fco/recommendations/view?id=` and `fco/recommendations/tracking?id=`. */
export function DashboardRecommendationViewRoute() {
  return <RecommendationViewScreen />;
}
